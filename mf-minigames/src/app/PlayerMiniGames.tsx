import { PlayerMiniGamesScreen } from '../features/player-games/components/PlayerMiniGamesScreen';
import { scoped } from './scoped';

export default scoped(PlayerMiniGamesScreen);
