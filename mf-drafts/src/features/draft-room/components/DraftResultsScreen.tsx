// /draft/{id}/results (issue 19 §5, beyond the spec): a draft's board and recap for its admin and its
// players, where every 'Results' button leads. A draft still running shows its board so far and the
// way into its room.
import { SHOW_NAMES, type DraftRoom } from '@reality-draft/events';
import {
  Badge,
  buttonClasses,
  DRAFT_STATUS_TONES,
  draftRoomPath,
  shortDateText,
  PageHeader,
  PLAYER_SHOW_PAGES,
  PLAYER_STATUS_LABELS,
  useSession,
  type Role,
} from '@reality-draft/kit';
import { DoorOpen, Settings2, Users } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useDraftRoomData } from '../hooks/useDraftRoomData';
import { usePlayerId } from '../hooks/useSignedInIds';
import { DraftEndView } from './DraftEndView';
import { DraftNotFound } from './DraftNotFound';
import { RoomLoading } from './RoomLoading';

/** The board of a running draft follows its picks (push; this polling only while push is down). */
export const RESULTS_POLL_MS = 5000;

export function DraftResultsScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const playerId = usePlayerId();
  const { room, gone } = useDraftRoomData(id, RESULTS_POLL_MS, { includePicked: false });
  if (session.role === 'anonymous') return null;
  const home = session.role === 'player' ? { label: 'Back to Dashboard', to: '/player/dashboard' } : { label: 'Back to Drafts', to: '/drafts' };
  if (room.isLoading) return <RoomLoading />;
  if (gone || !room.data) return <DraftNotFound backLabel={home.label} onBack={() => void navigate(home.to)} />;
  return <DraftResults data={room.data} role={session.role} viewerId={session.role === 'player' ? playerId : null} />;
}

function DraftResults({ data, role, viewerId }: { data: DraftRoom; role: Role; viewerId: string | null }) {
  const { draft } = data;
  const complete = draft.status === 'completed';
  return (
    <div className="space-y-4 sm:space-y-6">
      <PageHeader
        eyebrow="Draft Results"
        title={`${SHOW_NAMES[draft.showType]} Draft`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>
              {draft.name && <span className="font-semibold text-slate-700">{draft.name} · </span>}
              Code <span className="font-mono font-semibold tracking-wider text-slate-700">{draft.joinCode}</span> · {shortDateText(draft.draftDate)}
            </span>
            <Badge tone={DRAFT_STATUS_TONES[draft.status]}>{PLAYER_STATUS_LABELS[draft.status]}</Badge>
          </span>
        }
        actions={<ResultsAction draft={draft} role={role} />}
      />
      {!complete && (
        <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
          This draft is not over yet: the board fills in as picks are made.
        </p>
      )}
      <DraftEndView room={data} viewerId={viewerId} />
    </div>
  );
}

/** A running draft leads back into its room; a finished one to its admin's room or the player's picks page. */
function ResultsAction({ draft, role }: { draft: DraftRoom['draft']; role: Role }) {
  if (draft.status === 'completed' && role === 'player') {
    const pages = PLAYER_SHOW_PAGES[draft.showType];
    return (
      <Link to={pages.yours} className={buttonClasses({ variant: 'outline' })}>
        <Users className="h-4 w-4" aria-hidden />
        {pages.yoursLabel}
      </Link>
    );
  }
  const complete = draft.status === 'completed';
  const Icon = complete ? Settings2 : DoorOpen;
  return (
    <Link to={draftRoomPath(role, draft.id)} className={buttonClasses({ variant: complete ? 'outline' : 'primary' })}>
      <Icon className="h-4 w-4" aria-hidden />
      {complete ? 'Manage Draft' : 'Back to the Draft Room'}
    </Link>
  );
}
