// Marks a pick the player did not make themselves: the turn timer's, a demo bot's, their own auto-pick's
// (on: picked at once when the turn began), or the commissioner's for them. Nothing for a player's own pick.
import type { PickSource } from '@reality-draft/events';
import { Badge, type BadgeTone } from '@reality-draft/kit';
import { Bot, Gavel, Timer, Zap } from 'lucide-react';

const BADGES: Record<Exclude<PickSource, 'player'>, { text: string; title: string; tone: BadgeTone; icon: typeof Bot }> = {
  timer: { text: 'Auto', title: "Picked automatically when the turn's time ran out", tone: 'warning', icon: Timer },
  autopick: { text: 'Auto', title: 'Picked at once: auto-pick was on', tone: 'warning', icon: Zap },
  bot: { text: 'Bot', title: 'Picked by a demo bot', tone: 'warning', icon: Bot },
  commissioner: { text: 'Commish', title: 'Picked by the commissioner for this player', tone: 'brand', icon: Gavel },
};

export function PickSourceBadge({ source }: { source: PickSource }) {
  if (source === 'player') return null;
  const { text, title, tone, icon: Icon } = BADGES[source];
  return (
    <Badge tone={tone} title={title}>
      <Icon className="h-3 w-3" aria-hidden />
      {text}
    </Badge>
  );
}
