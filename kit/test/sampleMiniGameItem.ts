import type { PlayerMiniGameItem } from '@reality-draft/events';

/** A game in a player's list, new and unplayed, with the given fields changed (tests only). */
export const sampleMiniGameItem = (over: Partial<PlayerMiniGameItem> = {}): PlayerMiniGameItem => ({
  id: 'g',
  title: 'Family Game Night Jigsaw',
  description: '',
  gameType: 'jigsaw',
  isCompleted: false,
  completed: false,
  attemptsUsed: 0,
  maxAttempts: 1,
  hasActiveAttempt: false,
  bestTime: null,
  finished: false,
  pointsAwarded: null,
  draft: { id: 'd', showType: 'big_brother', joinCode: 'ABC123', name: null },
  sentAt: '2026-03-12T10:00:00.000Z',
  ...over,
});
