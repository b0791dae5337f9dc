import { PlayerGamesPlaceholder } from '../features/player-games/components/PlayerGamesPlaceholder';
import { scoped } from './scoped';

function PlayerMiniGame() {
  return <PlayerGamesPlaceholder title="Mini-Game" message="Playing a mini-game arrives with the mini-games release." />;
}

export default scoped(PlayerMiniGame);
