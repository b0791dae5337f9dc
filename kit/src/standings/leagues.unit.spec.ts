import type { DraftSummary } from '@reality-draft/events';
import { chooseLeague, orderLeagues } from './leagues';

const league = (id: string, status: DraftSummary['status'], createdAt: string, startedAt: string | null = null) => ({ id, status, createdAt, startedAt });

describe('leagues', () => {
  const waiting = league('w', 'pending', '2026-11-20T10:00:00Z');
  const finished = league('f', 'completed', '2026-11-01T10:00:00Z', '2026-11-02T10:00:00Z');
  const finishedLater = league('g', 'completed', '2026-11-01T10:00:00Z', '2026-11-05T10:00:00Z');
  const live = league('l', 'active', '2026-10-01T10:00:00Z', '2026-10-02T10:00:00Z');

  it('puts live leagues first, then finished ones (latest first), then those not started', () => {
    expect(orderLeagues([waiting, finished, live, finishedLater]).map((one) => one.id)).toEqual(['l', 'g', 'f', 'w']);
  });

  it('opens the league asked for when it is theirs, else the first in order', () => {
    expect(chooseLeague([waiting, finished, live], 'f')?.id).toBe('f');
    expect(chooseLeague([waiting, finished, live], 'someone-elses')?.id).toBe('l');
    expect(chooseLeague([waiting, finished], null)?.id).toBe('f');
    expect(chooseLeague([], 'f')).toBeNull();
  });

  it('opens where the news is: a started league of the show scored most recently, not the newest league', () => {
    const house = { ...league('bb', 'active', '2026-09-01T10:00:00Z', '2026-09-02T10:00:00Z'), showType: 'big_brother' as const };
    const island = { ...league('sv', 'active', '2026-11-01T10:00:00Z', '2026-11-02T10:00:00Z'), showType: 'survivor' as const };
    const islandWaiting = { ...league('sv2', 'pending', '2026-11-20T10:00:00Z'), showType: 'survivor' as const };
    const scored = [
      { showType: 'big_brother' as const, position: 90 },
      { showType: 'amazing_race' as const, position: 40 },
    ];
    expect(chooseLeague([island, house], null)?.id).toBe('sv');
    expect(chooseLeague([island, house], null, scored)?.id).toBe('bb');
    expect(chooseLeague([island, house], 'sv', scored)?.id).toBe('sv');
    expect(chooseLeague([islandWaiting, island], null, [{ showType: 'survivor', position: 5 }])?.id).toBe('sv');
    expect(chooseLeague([island], null, scored)?.id).toBe('sv');
  });

  it('reopens the league last viewed until something is scored after it was viewed', () => {
    const house = { ...league('bb', 'active', '2026-09-01T10:00:00Z', '2026-09-02T10:00:00Z'), showType: 'big_brother' as const };
    const island = { ...league('sv', 'active', '2026-11-01T10:00:00Z', '2026-11-02T10:00:00Z'), showType: 'survivor' as const };
    const scored = [
      { showType: 'big_brother' as const, position: 90 },
      { showType: 'survivor' as const, position: 40 },
    ];
    expect(chooseLeague([island, house], null, scored, { id: 'sv', position: 90 })?.id).toBe('sv');
    expect(chooseLeague([island, house], null, scored, { id: 'sv', position: 60 })?.id).toBe('bb');
    expect(chooseLeague([island, house], null, scored, { id: 'not-theirs', position: 90 })?.id).toBe('bb');
    expect(chooseLeague([island, house], 'bb', scored, { id: 'sv', position: 90 })?.id).toBe('bb');
  });
});
