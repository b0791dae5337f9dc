import { DraftRoomPlaceholder } from '../features/draft-room/components/DraftRoomPlaceholder';
import { scoped } from './scoped';

function PlayerDraftRoom() {
  return <DraftRoomPlaceholder back={{ to: '/player/dashboard', label: 'Back to Dashboard' }} />;
}

export default scoped(PlayerDraftRoom);
