// A bar of value out of max, filled to the model's fraction. The fill is scaled, not resized, so its glide runs on the compositor
// (a width transition lays out every frame).
import { cn } from '@reality-draft/kit';

export function ProgressBar({
  label,
  value,
  max,
  fraction,
  fillClassName,
  className,
}: {
  label: string;
  value: number;
  max: number;
  fraction: number;
  /** The fill's colour and transition. */
  fillClassName: string;
  className?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={cn('h-2.5 overflow-hidden rounded-full bg-slate-100', className)}
    >
      <div className={cn('h-full w-full origin-left rounded-full', fillClassName)} style={{ transform: `scaleX(${Math.round(fraction * 1000) / 1000})` }} />
    </div>
  );
}
