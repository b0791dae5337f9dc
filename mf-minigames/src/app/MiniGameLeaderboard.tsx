import { MiniGameLeaderboardScreen } from '../features/leaderboard/components/MiniGameLeaderboardScreen';
import { scoped } from './scoped';

export default scoped(MiniGameLeaderboardScreen);
