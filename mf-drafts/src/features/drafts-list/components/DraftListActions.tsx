// The buttons of a draft row. Admins go to /draft/{id}; a player joins a pending draft first (the
// room follows 1.5 s later) and watches an active one they are in from the player room. A finished
// draft's results open its board.
import type { DraftSummary } from '@reality-draft/events';
import { Button, buttonClasses, draftLabel, draftResultsPath, draftRoomPath, type Role } from '@reality-draft/kit';
import { Eye, LogIn, Settings2, Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { publicDraftAction } from '../model/draftListStatus';

const small = (variant: 'primary' | 'outline') => buttonClasses({ variant, size: 'sm' });

export function AvailableDraftAction({
  draft,
  role,
  joined,
  onJoin,
  joining,
}: {
  draft: DraftSummary;
  role: Role;
  /** Whether the viewer is in this draft (their own drafts). */
  joined: boolean;
  onJoin: (draftId: string) => void;
  joining: boolean;
}) {
  const action = publicDraftAction(draft.status, { role, joined });
  if (!action) return null;
  if (action === 'Join' && role === 'player') {
    return (
      <Button size="sm" onClick={() => onJoin(draft.id)} disabled={joining} aria-label={`Join ${draft.joinCode}`}>
        <LogIn className="h-4 w-4" aria-hidden />
        Join
      </Button>
    );
  }
  const Icon = action === 'Join' ? LogIn : Eye;
  return (
    <Link to={draftRoomPath(role, draft.id)} className={small(action === 'Join' ? 'primary' : 'outline')}>
      <Icon className="h-4 w-4" aria-hidden />
      {action}
    </Link>
  );
}

/** 'Manage' opens the room; a finished draft's button reads 'Results' and opens its board (issue 19 §5). */
export function ManageDraftAction({ draft, role }: { draft: DraftSummary; role: Role }) {
  if (draft.status === 'completed') {
    return (
      <Link to={draftResultsPath(draft.id)} className={small('outline')} aria-label={`Results of ${draftLabel(draft)}`}>
        <Trophy className="h-4 w-4" aria-hidden />
        Results
      </Link>
    );
  }
  return (
    <Link to={draftRoomPath(role, draft.id)} className={small('outline')}>
      <Settings2 className="h-4 w-4" aria-hidden />
      Manage
    </Link>
  );
}
