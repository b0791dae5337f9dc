// How a player's mini-game reads in lists (docs/player-area.md#dashboard-minigames): its status ('Completed', 'N/M attempts
// used', 'Ready to play'), whether Play is open, its type's name, and the list order: new, then
// attempts used, then completed. Shared by the dashboard and /player/mini-games.
import { gameName, type PlayerMiniGameItem } from '@reality-draft/events';

type Item = Pick<PlayerMiniGameItem, 'isCompleted' | 'completed' | 'attemptsUsed' | 'maxAttempts' | 'hasActiveAttempt' | 'finished'>;

export type PlayerGameStage = 'new' | 'attempted' | 'completed';

export function isGameCompleted(item: Pick<Item, 'isCompleted' | 'completed'>): boolean {
  return Boolean(item.isCompleted || item.completed);
}

export function playerGameStage(item: Item): PlayerGameStage {
  if (isGameCompleted(item)) return 'completed';
  return item.attemptsUsed > 0 ? 'attempted' : 'new';
}

/** 'Completed', 'In progress' (an attempt is running), 'Finished' (closed before you completed it), 'N/M attempts used' or 'Ready to play'. */
export function playerGameStatusText(item: Item): string {
  if (isGameCompleted(item)) return 'Completed';
  if (item.hasActiveAttempt && !item.finished) return 'In progress';
  if (item.finished) return 'Finished';
  if (item.attemptsUsed > 0) return `${item.attemptsUsed}/${item.maxAttempts} attempts used`;
  return 'Ready to play';
}

/** Play is open until the game is completed or closed, and while attempts are left or one is running. */
export function canPlayGame(item: Item): boolean {
  if (isGameCompleted(item) || item.finished) return false;
  return item.hasActiveAttempt || item.attemptsUsed < item.maxAttempts;
}

/** A game type's one name, the catalogue's (events gameName): the same on every screen. */
export function gameTypeName(gameType: string): string {
  return gameName(gameType);
}

const STAGE_ORDER: Record<PlayerGameStage, number> = { new: 0, attempted: 1, completed: 2 };

/** New first, then attempts used, then completed; the newest sent first within each. */
export function orderPlayerGames<T extends Item & Pick<PlayerMiniGameItem, 'sentAt'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => STAGE_ORDER[playerGameStage(a)] - STAGE_ORDER[playerGameStage(b)] || b.sentAt.localeCompare(a.sentAt));
}

export function playerGamePath(id: string): string {
  return `/player/mini-game/${encodeURIComponent(id)}`;
}
