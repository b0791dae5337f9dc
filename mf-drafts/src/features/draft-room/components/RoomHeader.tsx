// The header card of a draft room: show and date, join code, badges, the room's buttons, and below
// them the room's turn line (timer, or where the draft stands). The show's icon is left out on a phone.
// While the draft waits to start, 'Copy invite link' shares /join/<code>.
import { SHOW_NAMES, type DraftDetail } from '@reality-draft/events';
import { Card, CopyInviteLinkButton, shortDateText, JoinCodeChip, ShowIcon } from '@reality-draft/kit';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';

export function RoomHeader({ draft, badges, actions, children }: { draft: DraftDetail; badges: ReactNode; actions?: ReactNode; children?: ReactNode }) {
  return (
    <Card>
      <div className="flex flex-col gap-4 p-4 sm:p-6 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 items-start gap-3 sm:gap-4">
          <div
            aria-hidden
            className="hidden h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-fuchsia-500 text-white shadow-sm sm:flex"
          >
            <ShowIcon showType={draft.showType} className="h-6 w-6" />
          </div>
          <div className="min-w-0">
            <p className="text-sm font-medium text-brand-600">Draft Room</p>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{SHOW_NAMES[draft.showType]} Draft</h1>
            {draft.name && (
              <p className="mt-0.5 break-words text-base font-semibold text-slate-700" data-testid="league-name">
                {draft.name}
              </p>
            )}
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
                <CalendarDays className="h-4 w-4 text-slate-400" aria-hidden />
                {shortDateText(draft.draftDate)}
              </span>
              <JoinCodeChip code={draft.joinCode} look="labelled" />
              {draft.status === 'pending' && <CopyInviteLinkButton joinCode={draft.joinCode} />}
              {badges}
            </div>
          </div>
        </div>
        {actions && <div className="lg:flex lg:max-w-md lg:shrink-0 lg:justify-end">{actions}</div>}
      </div>
      {children && <div className="border-t border-slate-100 px-4 py-4 sm:px-6">{children}</div>}
    </Card>
  );
}
