import { PlayerRoomScreen, type TurnCuesSlot } from '../features/draft-room/components/PlayerRoomScreen';
import { PlayerTurnCues } from './PlayerTurnCues';
import { scoped } from './scoped';

const turnCues: TurnCuesSlot = (draft, myId) => <PlayerTurnCues draft={draft} myId={myId} />;

function PlayerDraftRoom() {
  return <PlayerRoomScreen turnCues={turnCues} />;
}

export default scoped(PlayerDraftRoom);
