// "Auto" beside a player whose "Auto-pick for me" is on (issue 28 §5): their turns are picked at once.
import { Badge } from '@reality-draft/kit';
import { Zap } from 'lucide-react';

export const AUTO_PICK_ON = 'Auto-pick on';

export function AutoPickOnBadge({ className }: { className?: string }) {
  return (
    <Badge tone="warning" role="img" aria-label={AUTO_PICK_ON} title="Auto-pick is on: this player's turns are picked at once" className={className}>
      <Zap className="h-3 w-3" aria-hidden />
      Auto
    </Badge>
  );
}
