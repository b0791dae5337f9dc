import { DraftRoomPlaceholder } from '../features/draft-room/components/DraftRoomPlaceholder';
import { scoped } from './scoped';

function AdminDraftRoom() {
  return <DraftRoomPlaceholder back={{ to: '/drafts', label: 'Back to Drafts' }} />;
}

export default scoped(AdminDraftRoom);
