import type { PlayerMiniGameView } from '@reality-draft/events';
import { attemptStatus, attemptsBadge, canPlayAttempt, canStartAttempt, sourceLine, type AttemptView } from './attemptView';

const attempt = {
  startedAt: '2026-03-12T12:00:00.000Z',
  serverNow: '2026-03-12T12:00:05.000Z',
  puzzle: { gameType: 'jigsaw', pieces: [] },
} as PlayerMiniGameView['attempt'];

const view = (over: Partial<AttemptView> = {}): AttemptView => ({
  gameType: 'rush_hour',
  draft: { id: 'd1', showType: 'big_brother', joinCode: 'ABC123', name: null },
  attemptCount: 0,
  maxAttempts: 1,
  maxAttemptsReached: false,
  hasActiveAttempt: false,
  completed: false,
  finished: false,
  bestTime: null,
  attempt: null,
  ...over,
});

describe('the player mini-game view', () => {
  it("names the game's source and counts attempts", () => {
    expect(sourceLine(view())).toBe('From: Big Brother Game #ABC123');
    expect(attemptsBadge(view({ attemptCount: 1 }))).toBe('Attempts: 1/1');
  });

  it('is In Progress before and during the attempt, Max Attempts Reached after an unfinished one, Completed once solved', () => {
    expect(attemptStatus(view())).toEqual({ label: 'In Progress', tone: 'warning' });
    expect(attemptStatus(view({ attemptCount: 1, hasActiveAttempt: true, maxAttemptsReached: true })).label).toBe('In Progress');
    expect(attemptStatus(view({ attemptCount: 1, maxAttemptsReached: true })).label).toBe('Max Attempts Reached');
    expect(attemptStatus(view({ attemptCount: 1, maxAttemptsReached: true, completed: true })).label).toBe('Completed');
    expect(attemptStatus(view({ finished: true })).label).toBe('Finished');
    expect(attemptStatus(view({ finished: true, hasActiveAttempt: true })).label).toBe('Finished');
    expect(attemptStatus(view({ finished: true, completed: true })).label).toBe('Completed');
  });

  it('offers Start New Attempt only while an attempt is left, and never twice for a running sudoku', () => {
    expect(canStartAttempt(view())).toBe(true);
    expect(canStartAttempt(view({ maxAttemptsReached: true }))).toBe(false);
    expect(canStartAttempt(view({ completed: true }))).toBe(false);
    expect(canStartAttempt(view({ finished: true }))).toBe(false);
    expect(canStartAttempt(view({ gameType: 'sudoku', hasActiveAttempt: true }))).toBe(false);
    expect(canStartAttempt(view({ gameType: 'jigsaw', hasActiveAttempt: true }))).toBe(true);
  });

  it('lets the board play only during a running attempt', () => {
    expect(canPlayAttempt(view())).toBe(false);
    expect(canPlayAttempt(view({ attempt }))).toBe(true);
    expect(canPlayAttempt(view({ attempt, completed: true }))).toBe(false);
  });
});
