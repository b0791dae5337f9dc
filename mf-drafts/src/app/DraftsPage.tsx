import { DraftsListPlaceholder } from '../features/drafts-list/components/DraftsListPlaceholder';
import { scoped } from './scoped';

export default scoped(DraftsListPlaceholder);
