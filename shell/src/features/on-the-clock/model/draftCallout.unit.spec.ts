import type { DraftActivity, DraftRoom, Participant } from '@reality-draft/events';
import { calloutMessage, clockText, draftCallout, type Callout } from './draftCallout';

const NOW = Date.parse('2026-12-02T20:00:00Z');
const at = (offsetS: number) => new Date(NOW + offsetS * 1000).toISOString();

const seat = (id: string, draftPosition: number, picksMade = 0) => ({ id, draftPosition, picksMade }) as Participant;

function room(draft: Partial<DraftRoom['draft']>, activity: DraftActivity[] = []): DraftRoom {
  return {
    draft: {
      id: 'd1',
      joinCode: '349748',
      showType: 'big_brother',
      status: 'active',
      turnTimeLimit: 60,
      currentTurn: 1,
      currentPlayerId: 'p1',
      turnStartTime: at(-43),
      paused: false,
      pausedSecondsLeft: null,
      startsAt: null,
      startedAt: at(-300),
      autoPickPlayerIds: [],
      ...draft,
    } as DraftRoom['draft'],
    participants: [seat('p1', 1), seat('p2', 2), seat('p3', 3)],
    picks: [],
    activity,
    rosterMoves: [],
  };
}

const said = (callout: Callout | null) => (callout ? `${callout.label}: ${calloutMessage(callout)}` : null);

describe('the banner of a player draft', () => {
  it('calls the player on the clock with the seconds left of the turn', () => {
    expect(said(draftCallout(room({}), 'p1', NOW))).toBe("Big Brother #349748: you're on the clock - 0:17");
    expect(draftCallout(room({}), 'p1', NOW)).toMatchObject({ kind: 'onTheClock', pickNumber: 1, secondsLeft: 17 });
    expect(said(draftCallout(room({ paused: true, pausedSecondsLeft: 12 }), 'p1', NOW))).toBe("Big Brother #349748: you're on the clock - paused");
  });

  it('tells the player up next by the snake order, the others nothing once the start is a minute old', () => {
    expect(said(draftCallout(room({}), 'p2', NOW))).toBe("Big Brother #349748: you're up next");
    expect(draftCallout(room({}), 'p3', NOW)).toBeNull();
    // Pick 3 is p3's, and p3 picks 4 too (the snake turn): p3 is up next while p2 picks.
    expect(draftCallout(room({ currentTurn: 2, currentPlayerId: 'p2' }), 'p3', NOW)?.kind).toBe('upNext');
  });

  it('says a draft has started for its first minute', () => {
    expect(said(draftCallout(room({ startedAt: at(-5) }), 'p3', NOW))).toBe('Big Brother #349748: has started');
    expect(draftCallout(room({ startedAt: at(-61) }), 'p3', NOW)).toBeNull();
    // Not to a player who has picked already.
    const picked = { ...room({ startedAt: at(-5), currentTurn: 2, currentPlayerId: 'p2' }), participants: [seat('p1', 1, 1), seat('p2', 2), seat('p3', 3)] };
    expect(draftCallout(picked, 'p1', NOW)).toBeNull();
  });

  it('counts down to a start within the hour', () => {
    const pending = { status: 'pending' as const, currentTurn: null, currentPlayerId: null, turnStartTime: null, startedAt: null };
    expect(said(draftCallout(room({ ...pending, startsAt: at(8) }), 'p3', NOW))).toBe('Big Brother #349748: starts in 0:08');
    expect(said(draftCallout(room({ ...pending, startsAt: at(3600) }), 'p3', NOW))).toBe('Big Brother #349748: starts in 60:00');
    expect(draftCallout(room({ ...pending, startsAt: at(3601) }), 'p3', NOW)).toBeNull();
    expect(draftCallout(room({ ...pending, startsAt: null }), 'p3', NOW)).toBeNull();
  });

  it('tells a player the server switched their auto-pick on after two timeouts, not one who switched it on', () => {
    const byServer: DraftActivity = { kind: 'autoPick', seq: 4, at: at(-2), playerId: 'p1', on: true, reason: 'timeouts' };
    const byPlayer: DraftActivity = { kind: 'autoPick', seq: 5, at: at(-1), playerId: 'p1', on: true, reason: 'player' };
    expect(said(draftCallout(room({ autoPickPlayerIds: ['p1'] }, [byServer]), 'p1', NOW))).toBe(
      'Big Brother #349748: Auto-pick is on for you: two turns timed out',
    );
    expect(draftCallout(room({ autoPickPlayerIds: ['p1'] }, [byServer, byPlayer]), 'p1', NOW)?.kind).toBe('onTheClock');
    // Switched off since: the room's list no longer names the player.
    expect(draftCallout(room({ autoPickPlayerIds: [] }, [byServer]), 'p1', NOW)?.kind).toBe('onTheClock');
  });

  it('says nothing to someone not in the draft, nor of a finished draft', () => {
    expect(draftCallout(room({}), 'stranger', NOW)).toBeNull();
    expect(draftCallout(room({}), null, NOW)).toBeNull();
    expect(draftCallout(room({ status: 'completed' }), 'p1', NOW)).toBeNull();
  });

  it('reads the clock as minutes and seconds', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(17)).toBe('0:17');
    expect(clockText(125)).toBe('2:05');
  });
});
