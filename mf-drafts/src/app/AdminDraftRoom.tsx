import { AdminRoomScreen } from '../features/draft-room/components/AdminRoomScreen';
import type { ChatRoomLine } from '../features/draft-room/model/activityLines';
import { ChatPanel } from '../features/league-chat/components/ChatPanel';
import { useLeagueChat } from '../features/league-chat/hooks/useLeagueChat';
import { scoped } from './scoped';

/** The league's chat in its own admin's room (docs/chat.md#where): they may remove any message. */
function OwnerChat({ draftId, adminId, roomLines }: { draftId: string; adminId: string; roomLines: readonly ChatRoomLine[] }) {
  const chat = useLeagueChat(draftId, adminId);
  return <ChatPanel draftId={draftId} myId={adminId} leagueAdmin chat={chat} roomLines={roomLines} />;
}

function AdminDraftRoom() {
  return <AdminRoomScreen chat={(draftId, adminId, roomLines) => <OwnerChat draftId={draftId} adminId={adminId} roomLines={roomLines} />} />;
}

export default scoped(AdminDraftRoom);
