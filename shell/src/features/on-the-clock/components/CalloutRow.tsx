// One line of the banner: "Big Brother #349748: you're on the clock - 0:17 - Open room", a link
// straight into the room; "Auto-pick is on for you: two turns timed out - Turn off" adds the button
// that switches it off.
import { cn } from '@reality-draft/kit/host';
import { BellRing, Bot, Hourglass, Play, Timer } from 'lucide-react';
import { Link } from 'react-router-dom';
import { calloutMessage, type Callout, type CalloutKind } from '../model/draftCallout';
import { TurnOffAutoPick } from './TurnOffAutoPick';

const LOOKS: Record<CalloutKind, { tone: string; link: string; icon: typeof Timer }> = {
  onTheClock: { tone: 'bg-rose-600 text-white', link: 'bg-white text-rose-700 hover:bg-rose-50 focus-visible:ring-white', icon: Timer },
  upNext: { tone: 'bg-brand-600 text-white', link: 'bg-white text-brand-700 hover:bg-brand-50 focus-visible:ring-white', icon: BellRing },
  startsIn: { tone: 'bg-brand-50 text-brand-900', link: 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:ring-brand-500', icon: Hourglass },
  started: { tone: 'bg-brand-50 text-brand-900', link: 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:ring-brand-500', icon: Play },
  autoPickOn: { tone: 'bg-amber-50 text-amber-950', link: 'bg-amber-700 text-white hover:bg-amber-800 focus-visible:ring-amber-500', icon: Bot },
};

const ACTION =
  'inline-flex min-h-9 shrink-0 items-center rounded-lg px-3 text-sm font-semibold shadow-sm transition focus-visible:outline-none focus-visible:ring-2';

export function CalloutRow({ callout, roomPath }: { callout: Callout; roomPath: string }) {
  const look = LOOKS[callout.kind];
  const Icon = look.icon;
  const message = calloutMessage(callout);
  return (
    <div className={cn('border-b border-black/10', look.tone)} data-testid="draft-callout" data-kind={callout.kind} data-pick={callout.pickNumber ?? undefined}>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 sm:px-6 lg:px-8">
        <Icon className="h-5 w-5 shrink-0" aria-hidden />
        <p className="min-w-[12rem] flex-1 text-sm font-medium">
          <strong className="font-semibold">{callout.label}</strong>: <span className="tabular-nums">{message}</span>
          <span className="sr-only"> - </span>
        </p>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          {callout.kind === 'autoPickOn' && (
            <>
              <TurnOffAutoPick
                draftId={callout.draftId}
                className={cn(ACTION, 'border border-amber-300 bg-white text-amber-900 hover:bg-amber-100 focus-visible:ring-amber-500')}
              />
              <span className="sr-only"> - </span>
            </>
          )}
          <Link to={roomPath} className={cn(ACTION, look.link)}>
            Open room
          </Link>
        </div>
      </div>
    </div>
  );
}
