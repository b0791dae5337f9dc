// One draft in a list: show icon, "Big Brother #ABC123", date, players and picks, status badge and
// the row's button; a draft waiting to start also offers 'Copy invite link'.
import type { DraftSummary } from '@reality-draft/events';
import { Badge, CopyInviteLinkButton, DRAFT_STATUS_TONES, draftLabel, shortDateText, ShowIconTile } from '@reality-draft/kit';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { draftFacts, LIST_STATUS_LABELS } from '../model/draftListStatus';

export function DraftRow({ draft, action }: { draft: DraftSummary; action: ReactNode }) {
  return (
    <li className="flex items-center gap-3 px-5 py-4 sm:px-6">
      <ShowIconTile showType={draft.showType} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {/* Wraps rather than truncates: the join code (no spaces) always shows whole. */}
          <p className="min-w-0 font-semibold text-slate-900">{draftLabel(draft)}</p>
          <Badge tone={DRAFT_STATUS_TONES[draft.status]}>{LIST_STATUS_LABELS[draft.status]}</Badge>
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-500">
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="h-3.5 w-3.5" aria-hidden />
            {shortDateText(draft.draftDate)}
          </span>
          <span>{draftFacts(draft)}</span>
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {draft.status === 'pending' && <CopyInviteLinkButton joinCode={draft.joinCode} look="icon" />}
        {action}
      </div>
    </li>
  );
}
