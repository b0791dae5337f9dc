// The facts a player's game card lists beside its status: best time and points won.
import type { PlayerMiniGameItem } from '@reality-draft/events';
import { formatGameTime } from '@reality-draft/kit';

export function gameFacts(item: Pick<PlayerMiniGameItem, 'bestTime' | 'pointsAwarded'>): string[] {
  const facts: string[] = [];
  if (item.bestTime !== null) facts.push(`Best ${formatGameTime(item.bestTime)}`);
  if (item.pointsAwarded) facts.push(`+${item.pointsAwarded} ${item.pointsAwarded === 1 ? 'point' : 'points'}`);
  return facts;
}

export type StatusTone = 'success' | 'warning' | 'brand' | 'neutral';

export function statusTone(status: string): StatusTone {
  if (status === 'Completed') return 'success';
  if (status === 'Ready to play' || status === 'In progress') return 'brand';
  if (status === 'Finished') return 'neutral';
  return 'warning';
}
