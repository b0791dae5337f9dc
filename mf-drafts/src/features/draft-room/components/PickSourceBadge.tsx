// Marks a pick the player did not make: the turn timer's auto-pick, or a demo bot's.
import type { PickSource } from '@reality-draft/events';
import { Badge } from '@reality-draft/kit';
import { Bot, Timer } from 'lucide-react';

export function AutoPickBadge({ source }: { source: PickSource }) {
  const bot = source === 'bot';
  const Icon = bot ? Bot : Timer;
  return (
    <Badge tone="warning" title={bot ? 'Picked by a demo bot' : "Picked automatically when the turn's time ran out"}>
      <Icon className="h-3 w-3" aria-hidden />
      {bot ? 'Bot' : 'Auto'}
    </Badge>
  );
}
