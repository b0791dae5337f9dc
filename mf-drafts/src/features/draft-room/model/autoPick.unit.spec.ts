import type { DraftActivity } from '@reality-draft/events';
import { switchedOnByTimeouts } from './autoPick';

const at = '2026-12-02T20:00:00.000Z';
const line = (seq: number, playerId: string, on: boolean, reason: 'player' | 'timeouts'): DraftActivity => ({
  kind: 'autoPick',
  seq,
  at,
  playerId,
  on,
  reason,
});

describe('auto-pick switched on by the server', () => {
  it("is the player's latest switch when the server made it after two timeouts", () => {
    expect(switchedOnByTimeouts([line(1, 'p1', true, 'timeouts')], 'p1')).toBe(true);
  });

  it('is not when the player switched it since, or it was their own switch, or another player', () => {
    expect(switchedOnByTimeouts([line(1, 'p1', true, 'timeouts'), line(2, 'p1', false, 'player')], 'p1')).toBe(false);
    expect(switchedOnByTimeouts([line(2, 'p1', false, 'player'), line(1, 'p1', true, 'timeouts')], 'p1')).toBe(false);
    expect(switchedOnByTimeouts([line(1, 'p1', true, 'player')], 'p1')).toBe(false);
    expect(switchedOnByTimeouts([line(1, 'p2', true, 'timeouts')], 'p1')).toBe(false);
    expect(switchedOnByTimeouts([{ kind: 'started', seq: 3, at }], 'p1')).toBe(false);
    expect(switchedOnByTimeouts([line(1, 'p1', true, 'timeouts')], null)).toBe(false);
  });
});
