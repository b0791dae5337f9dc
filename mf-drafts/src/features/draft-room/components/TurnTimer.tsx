// The turn timer: seconds left (or 'Paused') and a bar of the time left, gliding a second at a time.
import { cn } from '@reality-draft/kit';
import { ProgressBar } from './ProgressBar';
import { formatSeconds, type TurnClock } from '../model/turnClock';

function barColor(fraction: number): string {
  if (fraction > 0.5) return 'bg-emerald-500';
  if (fraction > 0.2) return 'bg-amber-500';
  return 'bg-rose-500';
}

export function TimeLeftBar({ clock, className }: { clock: TurnClock; className?: string }) {
  return (
    <ProgressBar
      label="Time left"
      value={clock.secondsLeft}
      max={clock.limit}
      fraction={clock.fraction}
      fillClassName={cn('transition-transform duration-1000 ease-linear', clock.paused ? 'bg-slate-400' : barColor(clock.fraction))}
      className={className}
    />
  );
}

/** "42s", "1:05", or "Paused · 23s". */
export function TimeLeftText({ clock, className }: { clock: TurnClock; className?: string }) {
  return (
    <span className={cn('font-semibold tabular-nums', className)}>
      {clock.paused ? `Paused · ${formatSeconds(clock.secondsLeft)}` : formatSeconds(clock.secondsLeft)}
    </span>
  );
}
