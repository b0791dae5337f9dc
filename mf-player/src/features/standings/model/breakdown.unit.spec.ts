import type { DraftedItemPoints } from '@reality-draft/events';
import { AMAZING_RACE_RULE, breakdownByItem, breakdownByPointType, breakdownTable, itemsOfShow, showSummary } from './breakdown';

const item = (itemId: string, pickNumber: number, byPeriod: DraftedItemPoints['byPeriod']): DraftedItemPoints => ({
  itemId,
  label: itemId.toUpperCase(),
  kind: 'contestant',
  pickNumber,
  round: pickNumber,
  isActive: true,
  totalPoints: Object.values(byPeriod)
    .flatMap((byType) => Object.values(byType))
    .reduce<number>((sum, points) => sum + (points ?? 0), 0),
  byPeriod,
});

describe('point breakdown table', () => {
  const ana = item('ana', 1, { '1': { hoh: 3 }, '3': { veto: 2, survived_block: 1 } });
  const bo = item('bo', 4, { '1': { veto: 2 }, '2': { general: -1 } });

  it('is episodes x point types (in the show order), summed over the contestants, with totals', () => {
    const table = breakdownByPointType([ana, bo], 'big_brother');
    expect(table.periodWord).toBe('episode');
    expect(table.columns.map((column) => column.key)).toEqual(['hoh', 'veto', 'survived_block', 'general']);
    expect(table.columns[0].label).toBe('Head of Household');
    expect(table.rows).toEqual([
      { period: 1, cells: { hoh: 3, veto: 2, survived_block: null, general: null }, total: 5 },
      { period: 2, cells: { hoh: null, veto: null, survived_block: null, general: -1 }, total: -1 },
      { period: 3, cells: { hoh: null, veto: 2, survived_block: 1, general: null }, total: 3 },
    ]);
    expect(table.columnTotals).toEqual({ hoh: 3, veto: 4, survived_block: 1, general: -1 });
    expect(table.total).toBe(7);
  });

  it('keeps an entry of zero points as entered (0, not blank)', () => {
    const table = breakdownByPointType([item('cy', 2, { '5': { hoh: 0 } })], 'survivor');
    expect(table.rows).toEqual([{ period: 5, cells: { hoh: 0 }, total: 0 }]);
  });

  it('is weeks x teams for the Amazing Race, each cell the placement plus the Express Pass', () => {
    const t1 = { ...item('t1', 2, { '1': { placement: 5, express_pass: 3 }, '2': { placement: 2 } }), kind: 'team' as const };
    const t2 = { ...item('t2', 1, { '2': { placement: 4 } }), kind: 'team' as const };
    const table = breakdownByItem([t1, t2], 'amazing_race');
    expect(table.periodWord).toBe('week');
    expect(table.columns).toEqual([
      { key: 't2', label: 'T2' },
      { key: 't1', label: 'T1' },
    ]);
    expect(table.rows).toEqual([
      { period: 1, cells: { t2: null, t1: 8 }, total: 8 },
      { period: 2, cells: { t2: 4, t1: 2 }, total: 6 },
    ]);
    expect(table.total).toBe(14);
    expect(breakdownTable([t1, t2], 'amazing_race').columns).toHaveLength(2);
    expect(breakdownTable([ana], 'big_brother').columns.map((column) => column.key)).toEqual(['hoh', 'veto', 'survived_block']);
  });

  it('is empty, not broken, for a player without entries', () => {
    expect(breakdownTable([], 'survivor')).toEqual({ periodWord: 'episode', columns: [], rows: [], columnTotals: {}, total: 0 });
  });
});

describe('show summary', () => {
  const drafts = (showType: 'amazing_race' | 'big_brother', draftPoints: number) => [
    { draftId: 'd', joinCode: 'ABC123', showType, name: null, status: 'active', items: [], draftPoints },
  ];

  it('counts mini-games in full outside the Amazing Race', () => {
    expect(showSummary({ drafts: drafts('big_brother', 9), miniGamePoints: 3, predictionPoints: 0, totalPoints: 12 }, 'big_brother')).toEqual({
      draftPoints: 9,
      miniGamePoints: 3,
      miniGamePointsCounted: 3,
      predictionPoints: 0,
      total: 12,
      rule: null,
    });
  });

  it('explains the Amazing Race rule: mini-games count only beyond the team points', () => {
    const summary = showSummary({ drafts: drafts('amazing_race', 10), miniGamePoints: 4, predictionPoints: 0, totalPoints: 10 }, 'amazing_race');
    expect(summary).toMatchObject({ draftPoints: 10, miniGamePoints: 4, miniGamePointsCounted: 0, total: 10, rule: AMAZING_RACE_RULE });
  });

  it('adds correct predictions after the show rule: the mini-games counted are what is left', () => {
    // Big Brother: 9 drafted + 3 mini-games + 2 predicted = 12 + 2.
    expect(showSummary({ drafts: drafts('big_brother', 9), miniGamePoints: 3, predictionPoints: 2, totalPoints: 14 }, 'big_brother')).toMatchObject({
      miniGamePointsCounted: 3,
      predictionPoints: 2,
      total: 14,
    });
    // Amazing Race: max(10, 4) + 2: the mini-games still add nothing.
    expect(showSummary({ drafts: drafts('amazing_race', 10), miniGamePoints: 4, predictionPoints: 2, totalPoints: 12 }, 'amazing_race')).toMatchObject({
      miniGamePointsCounted: 0,
      predictionPoints: 2,
      total: 12,
    });
  });

  it('lists the items of one show in pick order', () => {
    const player = {
      drafts: [
        {
          draftId: 'a',
          joinCode: 'A',
          showType: 'big_brother' as const,
          name: null,
          status: 'active',
          draftPoints: 0,
          items: [item('x', 7, {}), item('y', 2, {})],
        },
        { draftId: 'b', joinCode: 'B', showType: 'survivor' as const, name: null, status: 'active', draftPoints: 0, items: [item('z', 1, {})] },
      ],
    };
    expect(itemsOfShow(player, 'big_brother').map((i) => i.itemId)).toEqual(['y', 'x']);
    expect(itemsOfShow(undefined, 'big_brother')).toEqual([]);
  });
});
