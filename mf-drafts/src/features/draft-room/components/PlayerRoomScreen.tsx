// /player/draft/{id} (spec 02 §2): the player's draft room. Push keeps it live; 1.5 s polling only
// while push is down. The countdown ticks every second on the server's clock.
import { maxPicks, type DraftRoom } from '@reality-draft/events';
import { api, Badge, DRAFT_STATUS_TONES } from '@reality-draft/kit';
import { useDispatch } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import { draftProgress } from '../api/draftProgress';
import { participantById, participantName } from '../api/participants';
import type { RoomItem } from '../api/roomItems';
import { PLAYER_STATUS_LABELS } from '../api/roomStatus';
import { useDraftRoomData } from '../hooks/useDraftRoomData';
import { useMakePick } from '../hooks/useMakePick';
import { usePickQueue } from '../hooks/usePickQueue';
import { usePlayerId } from '../hooks/useSignedInIds';
import { CurrentTurnCard } from './CurrentTurnCard';
import { DraftNotFound } from './DraftNotFound';
import { DraftProgressCard } from './DraftProgressCard';
import { DraftStateCard } from './DraftStateCard';
import { ParticipantsPanel } from './ParticipantsPanel';
import { PickQueuePanel } from './PickQueuePanel';
import { PlayerItemsPanel } from './PlayerItemsPanel';
import { RoomHeader } from './RoomHeader';
import { RoomLoading } from './RoomLoading';
import { YourPicksCard } from './YourPicksCard';

export const PLAYER_ROOM_POLL_MS = 1500;

export function PlayerRoomScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { room, gone, items, itemsLoading } = useDraftRoomData(id, PLAYER_ROOM_POLL_MS, { includePicked: true });
  const myId = usePlayerId();

  function backToDashboard() {
    // The player's drafts, the public drafts and the player's picks are read afresh.
    dispatch(api.util.invalidateTags(['Drafts', 'Picks']));
    void navigate('/player/dashboard');
  }

  if (room.isLoading) return <RoomLoading />;
  // A deleted draft (or one that is no longer the player's) closes the room, even with data cached.
  if (gone || !room.data) return <DraftNotFound backLabel="Back to Dashboard" onBack={backToDashboard} />;
  return <PlayerRoom data={room.data} items={items} itemsLoading={itemsLoading} myId={myId} />;
}

function PlayerRoom({ data, items, itemsLoading, myId }: { data: DraftRoom; items: RoomItem[]; itemsLoading: boolean; myId: string | null }) {
  const { draft, participants, picks } = data;
  const picking = useMakePick(draft);
  const queueOpen = draft.status !== 'completed' && participants.some((person) => person.id === myId);
  const queue = usePickQueue(draft.id, queueOpen);
  const progress = draftProgress(draft, participants.length);
  const pickerName = (playerId: string) => participantName(participantById(participants, playerId));

  return (
    <div className="space-y-4 sm:space-y-6">
      <RoomHeader draft={draft} badges={<Badge tone={DRAFT_STATUS_TONES[draft.status]}>{PLAYER_STATUS_LABELS[draft.status]}</Badge>} />
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {draft.status === 'active' && draft.currentTurn !== null ? (
            <CurrentTurnCard draft={draft} participants={participants} myId={myId} totalPicks={maxPicks(participants.length)} />
          ) : (
            <DraftStateCard draft={draft} />
          )}
        </div>
        <DraftProgressCard progress={progress} />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <PlayerItemsPanel
            draft={draft}
            myId={myId}
            items={items}
            loading={itemsLoading}
            picking={picking}
            queue={queueOpen ? queue : null}
            pickerName={pickerName}
          />
        </div>
        <div className="space-y-4 sm:space-y-6">
          <YourPicksCard picks={picks.filter((pick) => pick.playerId === myId)} />
          {queueOpen && <PickQueuePanel showType={draft.showType} items={items} queue={queue} />}
          <ParticipantsPanel participants={participants} currentPlayerId={draft.status === 'active' ? draft.currentPlayerId : null} myId={myId} showPicks />
        </div>
      </div>
    </div>
  );
}
