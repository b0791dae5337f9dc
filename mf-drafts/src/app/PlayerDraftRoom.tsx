import { useParams } from 'react-router-dom';
import { PlayerRoomScreen, type TurnCuesSlot } from '../features/draft-room/components/PlayerRoomScreen';
import { usePlayerId } from '../features/draft-room/hooks/useSignedInIds';
import type { ChatRoomLine } from '../features/draft-room/model/activityLines';
import { ChatPanel } from '../features/league-chat/components/ChatPanel';
import { useLeagueChat } from '../features/league-chat/hooks/useLeagueChat';
import { PlayerTurnCues } from './PlayerTurnCues';
import { scoped } from './scoped';

const turnCues: TurnCuesSlot = (draft, myId) => <PlayerTurnCues draft={draft} myId={myId} />;

/** The player's room, with its league's chat beside it (docs/chat.md#where). */
function PlayerDraftRoom() {
  const { id = '' } = useParams();
  const myId = usePlayerId();
  const chat = useLeagueChat(id, myId);
  const panel = (roomLines: readonly ChatRoomLine[]) => <ChatPanel draftId={id} myId={myId} leagueAdmin={false} chat={chat} roomLines={roomLines} />;
  return <PlayerRoomScreen turnCues={turnCues} chat={{ panel, unread: chat.unread }} />;
}

export default scoped(PlayerDraftRoom);
