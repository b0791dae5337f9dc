// /draft/{id} (docs/drafts.md#admin-room): the admin's draft room. The admin who created the draft manages it;
// any other admin sees it read-only. Push keeps it live; 5 s polling only while push is down.
import type { DraftRoom } from '@reality-draft/events';
import { maxPicks } from '@reality-draft/events';
import { ADMIN_STATUS_LABELS, Badge, DRAFT_STATUS_TONES } from '@reality-draft/kit';
import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { participantById, participantFirstName, participantName } from '../model/participants';
import { chatRoomLines, type ChatRoomLine } from '../model/activityLines';
import type { RoomItem } from '../model/roomItems';
import { phaseLabel } from '../model/roomStatus';
import { useDraftRoomData } from '../hooks/useDraftRoomData';
import { usePresence } from '../hooks/usePresence';
import { useRoomActions } from '../hooks/useRoomActions';
import { useAdminId } from '../hooks/useSignedInIds';
import { ActivityTicker } from './ActivityTicker';
import { AdminControls } from './AdminControls';
import { AdminItemsPanel } from './AdminItemsPanel';
import { AdminTurnStatus } from './AdminTurnStatus';
import { DraftNotFound } from './DraftNotFound';
import { DraftEndView } from './DraftEndView';
import { DraftResults } from './DraftResults';
import { DraftReplay } from './DraftReplay';
import { ParticipantsPanel } from './ParticipantsPanel';
import { RoomHeader } from './RoomHeader';
import { RoomLoading } from './RoomLoading';
import { ScheduledStart } from './ScheduledStart';
import { StartCountdown } from './StartCountdown';

export const ADMIN_ROOM_POLL_MS = 5000;

/** The league's chat the app puts in the room of the admin who owns the draft (docs/chat.md#where). */
export type OwnerChatSlot = (draftId: string, adminId: string, roomLines: readonly ChatRoomLine[]) => ReactNode;

export function AdminRoomScreen({ chat }: { chat?: OwnerChatSlot }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { room, gone, items, itemsLoading } = useDraftRoomData(id, ADMIN_ROOM_POLL_MS, { includePicked: false });
  const adminId = useAdminId();
  const actions = useRoomActions(id);

  if (room.isLoading) return <RoomLoading />;
  // A deleted draft closes the room, even with data cached.
  if (gone || !room.data) return <DraftNotFound backLabel="Back to Drafts" onBack={() => navigate('/drafts')} />;
  return (
    <AdminRoom
      data={room.data}
      items={items}
      itemsLoading={itemsLoading}
      isOwner={Boolean(adminId) && room.data.draft.adminId === adminId}
      actions={actions}
      chat={adminId && room.data.draft.adminId === adminId ? chat?.(room.data.draft.id, adminId, roomLinesOf(room.data)) : undefined}
    />
  );
}

function AdminRoom({
  data,
  items,
  itemsLoading,
  isOwner,
  actions,
  chat,
}: {
  data: DraftRoom;
  items: RoomItem[];
  itemsLoading: boolean;
  isOwner: boolean;
  actions: ReturnType<typeof useRoomActions>;
  chat?: ReactNode;
}) {
  const { draft, participants, picks } = data;
  const totalPicks = maxPicks(participants.length);
  // Once every pick is in, the board and the recap take the room (issue 19 §5).
  const complete = draft.status === 'completed';
  const present = usePresence(draft.id, complete);
  return (
    <div className="space-y-4 sm:space-y-6">
      <RoomHeader
        draft={draft}
        badges={
          <>
            <Badge tone={DRAFT_STATUS_TONES[draft.status]}>{ADMIN_STATUS_LABELS[draft.status]}</Badge>
            <Badge tone="brand">{phaseLabel(draft.draftPhase)}</Badge>
          </>
        }
        actions={isOwner ? <AdminControls draft={draft} participants={participants} picks={picks} actions={actions} /> : <ReadOnlyNote />}
      >
        <AdminTurnStatus draft={draft} participants={participants} totalPicks={totalPicks} />
      </RoomHeader>
      <StartCountdown draft={draft} viewer="admin" />
      <ScheduledStart draft={draft} viewer="admin" canEdit={isOwner} />
      {complete ? (
        <>
          <DraftEndView room={data} viewerId={null} replay />
          {chat}
        </>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-3">
          <div className="space-y-4 sm:space-y-6">
            <ParticipantsPanel
              participants={participants}
              currentPlayerId={draft.status === 'active' ? draft.currentPlayerId : null}
              showPicks
              present={present}
            />
            <ActivityTicker draftId={draft.id} activity={data.activity ?? []} participants={participants} />
            {chat}
            <DraftResults picks={picks} participants={participants} totalPicks={totalPicks} />
          </div>
          <div className="lg:col-span-2">
            <AdminItemsPanel
              draft={draft}
              items={items}
              loading={itemsLoading}
              canEliminate={isOwner}
              pickerName={(playerId) => participantName(participantById(participants, playerId))}
              onClockFirstName={isOwner ? commissionerPicksFor(draft, participants) : null}
            />
          </div>
        </div>
      )}
      {!complete && <DraftReplay draft={draft} participants={participants} viewerId={null} />}
    </div>
  );
}

/** Whom the owner's 'Pick for ...' acts for: the player on the clock while the timer runs (a paused draft refuses picks). */
function commissionerPicksFor(draft: DraftRoom['draft'], participants: DraftRoom['participants']): string | null {
  if (draft.status !== 'active' || draft.paused || !draft.currentPlayerId) return null;
  return participantFirstName(participantById(participants, draft.currentPlayerId));
}

const roomLinesOf = ({ activity, participants }: DraftRoom) =>
  chatRoomLines(activity ?? [], (playerId) => participantName(participantById(participants, playerId)));

function ReadOnlyNote() {
  return (
    <p className="flex items-start gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-600 ring-1 ring-inset ring-slate-200">
      <Eye className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
      View only — the admin who created this draft manages it.
    </p>
  );
}
