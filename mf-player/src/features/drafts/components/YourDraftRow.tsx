// One of the player's drafts: show, join code, status, when a waiting one starts by itself ('Starts in
// 2 h 14 min'), and the way back into it: a waiting room ('Open Room'), a live draft ('Join Draft'), or
// a finished one (its results: the board and recap, and the player's page of teams or contestants for that show);
// and its league's page, its chat (docs/chat.md#where).
import {
  Badge,
  buttonClasses,
  draftLabel,
  draftResultsPath,
  draftRoomPath,
  draftTitle,
  leaguePath,
  PLAYER_SHOW_PAGES,
  shortDateText,
  ShowIconTile,
} from '@reality-draft/kit';
import type { DraftSummary } from '@reality-draft/events';
import { ArrowRight, DoorOpen, MessagesSquare, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { yourDraftStatus } from '../model/draftStatus';
import { StartsIn } from './StartsIn';
import { rememberEnteredDraft, tabStorage } from '../model/enteredDrafts';

const ACTION = buttonClasses({ size: 'sm', className: 'flex-1 sm:flex-none' });
const SECOND_ACTION = buttonClasses({ size: 'sm', variant: 'outline', className: 'flex-1 sm:flex-none' });

function DraftActions({ draft }: { draft: DraftSummary }) {
  const room = draftRoomPath('player', draft.id);
  const label = draftLabel(draft);
  if (draft.status === 'active') {
    return (
      <Link to={room} onClick={() => rememberEnteredDraft(tabStorage(), draft.id)} className={ACTION} aria-label={`Join Draft ${label}`}>
        Join Draft
        <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    );
  }
  if (draft.status === 'completed') {
    const pages = PLAYER_SHOW_PAGES[draft.showType];
    return (
      <>
        <Link to={draftResultsPath(draft.id)} className={SECOND_ACTION} aria-label={`Results of ${label}`}>
          <Trophy className="h-4 w-4" aria-hidden />
          Results
        </Link>
        <Link to={pages.yours} className={SECOND_ACTION}>
          <Users className="h-4 w-4" aria-hidden />
          {pages.yoursLabel}
        </Link>
      </>
    );
  }
  return (
    <Link to={room} className={SECOND_ACTION} aria-label={`Open Room ${label}`}>
      <DoorOpen className="h-4 w-4" aria-hidden />
      Open Room
    </Link>
  );
}

export function YourDraftRow({ draft }: { draft: DraftSummary }) {
  const status = yourDraftStatus(draft.status);
  return (
    <li className="space-y-2 py-3">
      <div className="flex items-center gap-3">
        <ShowIconTile showType={draft.showType} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-slate-900">{draftTitle(draft)}</p>
          <p className="truncate text-xs text-slate-500">
            Code <span className="font-mono font-semibold tracking-wider text-slate-700">{draft.joinCode}</span> · {shortDateText(draft.draftDate)}
          </p>
          <StartsIn draft={draft} />
        </div>
        <Badge tone={status.tone} className="shrink-0">
          {status.label}
        </Badge>
      </div>
      <div className="flex flex-wrap gap-2 sm:pl-[3.25rem]">
        <DraftActions draft={draft} />
        <Link to={leaguePath(draft.id)} className={SECOND_ACTION} aria-label={`League chat of ${draftLabel(draft)}`}>
          <MessagesSquare className="h-4 w-4" aria-hidden />
          League
        </Link>
      </div>
    </li>
  );
}
