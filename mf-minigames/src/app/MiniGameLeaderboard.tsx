import { LeaderboardPlaceholder } from '../features/leaderboard/components/LeaderboardPlaceholder';
import { scoped } from './scoped';

export default scoped(LeaderboardPlaceholder);
