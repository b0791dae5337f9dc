import { formatSeconds, turnClock } from './turnClock';

const start = Date.UTC(2026, 0, 1, 12, 0, 0);
const active = {
  status: 'active' as const,
  turnTimeLimit: 60,
  turnStartTime: new Date(start).toISOString(),
  currentTurn: 3,
  paused: false,
  pausedSecondsLeft: null,
};

describe('turn clock', () => {
  it('shows 5 s before any data arrives', () => {
    expect(turnClock(undefined, start).secondsLeft).toBe(5);
  });

  it('counts down from turnStartTime + turnTimeLimit', () => {
    expect(turnClock(active, start).secondsLeft).toBe(60);
    expect(turnClock(active, start + 100).secondsLeft).toBe(60);
    expect(turnClock(active, start + 15_000)).toMatchObject({ secondsLeft: 45, fraction: 0.75, running: true });
  });

  it('stops at zero', () => {
    expect(turnClock(active, start + 90_000)).toMatchObject({ secondsLeft: 0, fraction: 0 });
  });

  it('assumes 90 s for display when the limit is missing', () => {
    expect(turnClock({ ...active, turnTimeLimit: 0 }, start)).toMatchObject({ limit: 90, secondsLeft: 90 });
  });

  it('shows the seconds left while paused', () => {
    expect(turnClock({ ...active, paused: true, pausedSecondsLeft: 22.4 }, start + 50_000)).toMatchObject({
      paused: true,
      running: false,
      secondsLeft: 23,
    });
  });

  it('is idle with a full bar when no turn is open', () => {
    expect(turnClock({ ...active, status: 'pending', currentTurn: null }, start)).toMatchObject({ running: false, secondsLeft: 60, fraction: 1 });
    expect(turnClock({ ...active, status: 'completed', currentTurn: null }, start).running).toBe(false);
  });

  it('formats m:ss, or Ns under a minute', () => {
    expect(formatSeconds(42)).toBe('42s');
    expect(formatSeconds(65)).toBe('1:05');
  });
});
