// One of the admin's drafts: show, join code, date, status, participants and picks, its start time,
// why a start time came without a start ("Did not start at 20:00: 1 player joined"), and its actions.
import { Badge, CopyInviteLinkButton, countOf, draftTitle, JoinCodeChip, missedStartText, shortDateText, ShowIconTile } from '@reality-draft/kit';
import type { DraftSummary } from '@reality-draft/events';
import { CalendarClock, CalendarDays, ListOrdered, Timer, TriangleAlert, UsersRound } from 'lucide-react';
import { picksText, startText, statusBadge } from '../model/draftStatus';
import { DraftActions } from './DraftActions';

export function AdminDraftRow({ draft }: { draft: DraftSummary }) {
  const status = statusBadge(draft.status);
  const participants = countOf(draft.participantCount, 'participant');
  return (
    <li className="flex flex-col gap-3 py-4 lg:flex-row lg:items-center lg:gap-6">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <ShowIconTile showType={draft.showType} />
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <p className="min-w-0 break-words font-semibold text-slate-900">{draftTitle(draft)}</p>
            <JoinCodeChip code={draft.joinCode} look="compact" />
            {draft.status === 'pending' && <CopyInviteLinkButton joinCode={draft.joinCode} look="icon" className="h-7 w-7" />}
            <Badge tone={status.tone}>{status.label}</Badge>
          </div>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
            <Meta icon={CalendarDays} text={shortDateText(draft.draftDate)} />
            <Meta icon={UsersRound} text={participants} />
            <Meta icon={ListOrdered} text={picksText(draft)} />
            <Meta icon={Timer} text={`${draft.turnTimeLimit} s per turn`} />
            {startText(draft) && <Meta icon={CalendarClock} text={startText(draft)!} strong />}
          </ul>
          {draft.status === 'pending' && draft.missedStart && (
            <p className="flex items-start gap-1.5 text-xs font-medium text-amber-800" data-testid="missed-start">
              <TriangleAlert className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
              {missedStartText(draft.missedStart)}
            </p>
          )}
        </div>
      </div>
      <div className="pl-[3.25rem] lg:shrink-0 lg:pl-0">
        <DraftActions draft={draft} />
      </div>
    </li>
  );
}

function Meta({ icon: Icon, text, strong = false }: { icon: typeof CalendarDays; text: string; strong?: boolean }) {
  return (
    <li className={strong ? 'inline-flex items-center gap-1 font-medium text-brand-700' : 'inline-flex items-center gap-1'}>
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {text}
    </li>
  );
}
