import { AdminRoomScreen } from '../features/draft-room/components/AdminRoomScreen';
import { ChatPanel } from '../features/league-chat/components/ChatPanel';
import { useLeagueChat } from '../features/league-chat/hooks/useLeagueChat';
import { scoped } from './scoped';

/** The league's chat in its own admin's room (docs/chat.md#where): they may remove any message. */
function OwnerChat({ draftId, adminId }: { draftId: string; adminId: string }) {
  const chat = useLeagueChat(draftId, adminId);
  return <ChatPanel draftId={draftId} myId={adminId} leagueAdmin chat={chat} />;
}

function AdminDraftRoom() {
  return <AdminRoomScreen chat={(draftId, adminId) => <OwnerChat draftId={draftId} adminId={adminId} />} />;
}

export default scoped(AdminDraftRoom);
