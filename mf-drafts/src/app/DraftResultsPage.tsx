import { DraftResultsScreen } from '../features/draft-room/components/DraftResultsScreen';
import { scoped } from './scoped';

export default scoped(DraftResultsScreen);
