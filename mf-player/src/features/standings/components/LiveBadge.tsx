// Whether the numbers move by themselves: live over the push stream, else refreshed on a timer.
import { Badge, usePushConnected } from '@reality-draft/kit';

export function LiveBadge({ fallbackSeconds }: { fallbackSeconds: number }) {
  const live = usePushConnected();
  return live ? (
    <Badge tone="success" title="Updates the moment points are entered">
      <span aria-hidden className="h-1.5 w-1.5 motion-safe:animate-pulse rounded-full bg-emerald-500" />
      Live
    </Badge>
  ) : (
    <Badge tone="neutral" title="The live connection is down; refreshing on a timer">
      Every {fallbackSeconds} s
    </Badge>
  );
}
