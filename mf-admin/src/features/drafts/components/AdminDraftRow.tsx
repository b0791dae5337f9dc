// One of the admin's drafts: show, join code, date, status, participants and picks, and its actions.
import { Badge, CopyInviteLinkButton, countOf, formatDraftDate, JoinCodeChip, ShowIcon } from '@reality-draft/kit';
import { SHOW_NAMES, type DraftSummary } from '@reality-draft/events';
import { CalendarDays, ListOrdered, Timer, UsersRound } from 'lucide-react';
import { picksText, statusBadge } from '../model/draftStatus';
import { DraftActions } from './DraftActions';

export function AdminDraftRow({ draft }: { draft: DraftSummary }) {
  const status = statusBadge(draft.status);
  const participants = countOf(draft.participantCount, 'participant');
  return (
    <li className="flex flex-col gap-3 py-4 lg:flex-row lg:items-center lg:gap-6">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span aria-hidden className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <ShowIcon showType={draft.showType} />
        </span>
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold text-slate-900">{SHOW_NAMES[draft.showType]}</p>
            <JoinCodeChip code={draft.joinCode} look="compact" />
            {draft.status === 'pending' && <CopyInviteLinkButton joinCode={draft.joinCode} look="icon" className="h-7 w-7" />}
            <Badge tone={status.tone}>{status.label}</Badge>
          </div>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
            <Meta icon={CalendarDays} text={formatDraftDate(draft.draftDate)} />
            <Meta icon={UsersRound} text={participants} />
            <Meta icon={ListOrdered} text={picksText(draft)} />
            <Meta icon={Timer} text={`${draft.turnTimeLimit} s per turn`} />
          </ul>
        </div>
      </div>
      <div className="pl-[3.25rem] lg:shrink-0 lg:pl-0">
        <DraftActions draft={draft} />
      </div>
    </li>
  );
}

function Meta({ icon: Icon, text }: { icon: typeof CalendarDays; text: string }) {
  return (
    <li className="inline-flex items-center gap-1">
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {text}
    </li>
  );
}
