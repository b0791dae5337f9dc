// The turn timer: seconds left (or 'Paused') and a bar of the time left. The bar is scaled, not
// resized, so its one-second glide runs on the compositor (a width transition lays out every frame).
import { cn } from '@reality-draft/kit';
import { formatSeconds, type TurnClock } from '../model/turnClock';

function barColor(fraction: number): string {
  if (fraction > 0.5) return 'bg-emerald-500';
  if (fraction > 0.2) return 'bg-amber-500';
  return 'bg-rose-500';
}

export function TimeLeftBar({ clock, className }: { clock: TurnClock; className?: string }) {
  return (
    <div
      role="progressbar"
      aria-label="Time left"
      aria-valuemin={0}
      aria-valuemax={clock.limit}
      aria-valuenow={clock.secondsLeft}
      className={cn('h-2.5 overflow-hidden rounded-full bg-slate-100', className)}
    >
      <div
        className={cn(
          'h-full w-full origin-left rounded-full transition-transform duration-1000 ease-linear',
          clock.paused ? 'bg-slate-400' : barColor(clock.fraction),
        )}
        style={{ transform: `scaleX(${Math.round(clock.fraction * 1000) / 1000})` }}
      />
    </div>
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
