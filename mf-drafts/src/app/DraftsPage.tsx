import { DraftsScreen } from '../features/drafts-list/components/DraftsScreen';
import { scoped } from './scoped';

export default scoped(DraftsScreen);
