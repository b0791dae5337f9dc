// /admin/mini-games and /mini-games: the configuration screen. The puzzles' demos join it here
// once their features land.
import { MiniGamesConfiguration } from '../features/configuration/components/MiniGamesConfiguration';
import { scoped } from './scoped';

function MiniGamesConfig() {
  return <MiniGamesConfiguration />;
}

export default scoped(MiniGamesConfig);
