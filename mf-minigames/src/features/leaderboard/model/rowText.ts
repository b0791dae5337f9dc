// The leaderboard rows' words: the group's draft line.
import type { MiniGameGroup } from '@reality-draft/kit';
import { gameNameBeside } from '@reality-draft/events';
import { draftLabel } from '@reality-draft/kit';

/** "Big Brother #ABC123 · 3 players", after the game's name when the title is not already it ("Picture Sudoku · …"). */
export function groupSubtitle(group: Pick<MiniGameGroup, 'gameTitle' | 'gameType' | 'draft' | 'entries'>): string {
  const name = gameNameBeside(group.gameTitle, group.gameType);
  const parts = name ? [name] : [];
  if (group.draft?.joinCode) parts.push(draftLabel(group.draft));
  parts.push(`${group.entries.length} ${group.entries.length === 1 ? 'player' : 'players'}`);
  return parts.join(' · ');
}
