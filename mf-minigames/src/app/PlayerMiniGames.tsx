import { PlayerGamesPlaceholder } from '../features/player-games/components/PlayerGamesPlaceholder';
import { scoped } from './scoped';

function PlayerMiniGames() {
  return <PlayerGamesPlaceholder title="Mini-Games" message="Your mini-games arrive with the mini-games release." />;
}

export default scoped(PlayerMiniGames);
