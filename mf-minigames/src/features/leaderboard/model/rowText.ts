// The leaderboard rows' words: completion date, and the group's draft line.
import type { MiniGameGroup } from '@reality-draft/kit';
import { gameNameBeside } from '@reality-draft/events';
import { draftLabel } from '@reality-draft/kit';

/** "12 Mar 2026"; '—' when missing or unreadable. */
export function completedOn(completedAt: string | null | undefined, locale?: string): string {
  const date = completedAt ? new Date(completedAt) : null;
  if (!date || Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** "Big Brother #ABC123 · 3 players", after the game's name when the title is not already it ("Picture Sudoku · …"). */
export function groupSubtitle(group: Pick<MiniGameGroup, 'gameTitle' | 'gameType' | 'draft' | 'entries'>): string {
  const name = gameNameBeside(group.gameTitle, group.gameType);
  const parts = name ? [name] : [];
  if (group.draft?.joinCode) parts.push(draftLabel(group.draft));
  parts.push(`${group.entries.length} ${group.entries.length === 1 ? 'player' : 'players'}`);
  return parts.join(' · ');
}
