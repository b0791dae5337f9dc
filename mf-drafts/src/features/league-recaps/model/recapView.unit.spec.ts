import type { Recap } from '@reality-draft/events';
import { periodPointsText, rankMove, rankText, recapShown } from './recapView';

const recap = (period: number, hidden: boolean, over: Partial<Recap> = {}): Recap => ({
  period,
  showType: 'survivor',
  at: '2026-12-04T20:00:00.000Z',
  title: `Episode ${period} recap`,
  corrected: false,
  hidden,
  guardText: hidden ? `Episode ${period} recap - you're at the start: reveal?` : null,
  lines: hidden ? [] : [`Top scorer in ${period}`],
  standings: [],
  ...over,
});

describe('recap view', () => {
  it('reads a rank move from the rank after the period before', () => {
    expect(rankMove({ rank: 1, rankBefore: 3 })).toEqual({ kind: 'up', by: 2, symbol: '▲2', label: 'Up 2 places' });
    expect(rankMove({ rank: 2, rankBefore: 1 })).toEqual({ kind: 'down', by: 1, symbol: '▼1', label: 'Down 1 place' });
    expect(rankMove({ rank: 2, rankBefore: 2 })).toMatchObject({ kind: 'same', symbol: '–', label: 'No change' });
    expect(rankMove({ rank: 1, rankBefore: null })).toMatchObject({ kind: 'new', label: 'No rank before' });
  });

  it('writes the period’s points with their sign', () => {
    expect(periodPointsText(3)).toBe('+3');
    expect(periodPointsText(0)).toBe('0');
    expect(periodPointsText(-2)).toBe('\u22122');
  });

  it('marks a shared rank as a tie', () => {
    const standings = [{ rank: 1 }, { rank: 2 }, { rank: 2 }, { rank: 4 }];
    expect(standings.map((standing) => rankText(standing, standings))).toEqual(['1', 'T2', 'T2', '4']);
  });

  it('shows a revealed recap whole, once its reveal read is back', () => {
    const listed = recap(3, true);
    const whole = recap(3, false, { lines: ['Top scorer: Ann, 5 points.'] });
    expect(recapShown(listed, undefined)).toBe(listed);
    expect(recapShown(listed, [recap(4, false), whole, recap(2, true)])).toBe(whole);
    // A reveal read that still answers hidden (the guard moved meanwhile) leaves the one listed.
    expect(recapShown(listed, [recap(3, true)])).toBe(listed);
    // One shown already stays as listed: the list's own read is the newer.
    const open = recap(1, false);
    expect(recapShown(open, [recap(1, false, { lines: ['older'] })])).toBe(open);
  });
});
