// One of the player's drafts: show, join code, status; a live draft has a 'Join Draft' button.
import { Badge, buttonClasses, draftRoomPath, formatDraftDate, ShowIcon } from '@reality-draft/kit';
import { SHOW_NAMES, type DraftSummary } from '@reality-draft/events';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { yourDraftStatus } from '../api/draftStatus';
import { rememberEnteredDraft, tabStorage } from '../api/enteredDrafts';

export function YourDraftRow({ draft }: { draft: DraftSummary }) {
  const status = yourDraftStatus(draft.status);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <span aria-hidden className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <ShowIcon showType={draft.showType} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{SHOW_NAMES[draft.showType]}</p>
        <p className="truncate text-xs text-slate-500">
          Code <span className="font-mono font-semibold tracking-wider text-slate-700">{draft.joinCode}</span> · {formatDraftDate(draft.draftDate)}
        </p>
      </div>
      <Badge tone={status.tone}>{status.label}</Badge>
      {draft.status === 'active' && (
        <Link
          to={draftRoomPath('player', draft.id)}
          onClick={() => rememberEnteredDraft(tabStorage(), draft.id)}
          className={buttonClasses({ size: 'sm', className: 'w-full sm:w-auto' })}
        >
          Join Draft
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      )}
    </li>
  );
}
