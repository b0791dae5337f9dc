import type { DraftedItemPoints } from '@reality-draft/events';
import {
  AMAZING_RACE_RULE,
  breakdownByItem,
  breakdownByPointType,
  breakdownTable,
  heldText,
  holdingKey,
  isFormerPick,
  itemsOfShow,
  rosterParts,
  showSummary,
} from './breakdown';

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
    expect(
      showSummary({ drafts: drafts('big_brother', 9), miniGamePoints: 3, predictionPoints: 0, replacementPoints: 0, totalPoints: 12 }, 'big_brother'),
    ).toEqual({
      draftPoints: 9,
      miniGamePoints: 3,
      miniGamePointsCounted: 3,
      predictionPoints: 0,
      replacementPoints: 0,
      total: 12,
      rule: null,
    });
  });

  it('explains the Amazing Race rule: mini-games count only beyond the team points', () => {
    const summary = showSummary(
      { drafts: drafts('amazing_race', 10), miniGamePoints: 4, predictionPoints: 0, replacementPoints: 0, totalPoints: 10 },
      'amazing_race',
    );
    expect(summary).toMatchObject({ draftPoints: 10, miniGamePoints: 4, miniGamePointsCounted: 0, total: 10, rule: AMAZING_RACE_RULE });
  });

  it('adds correct predictions after the show rule: the mini-games counted are what is left', () => {
    // Big Brother: 9 drafted + 3 mini-games + 2 predicted = 12 + 2.
    expect(
      showSummary({ drafts: drafts('big_brother', 9), miniGamePoints: 3, predictionPoints: 2, replacementPoints: 0, totalPoints: 14 }, 'big_brother'),
    ).toMatchObject({
      miniGamePointsCounted: 3,
      predictionPoints: 2,
      total: 14,
    });
    // Amazing Race: max(10, 4) + 2: the mini-games still add nothing.
    expect(
      showSummary({ drafts: drafts('amazing_race', 10), miniGamePoints: 4, predictionPoints: 2, replacementPoints: 0, totalPoints: 12 }, 'amazing_race'),
    ).toMatchObject({
      miniGamePointsCounted: 0,
      predictionPoints: 2,
      total: 12,
    });
  });

  it('adds what won replacement claims cost after the show rule, so the parts add up to the total', () => {
    // Big Brother: 9 drafted + 3 mini-games + 2 predicted - 2 for a replacement = 12.
    const summary = showSummary(
      { drafts: drafts('big_brother', 9), miniGamePoints: 3, predictionPoints: 2, replacementPoints: -2, totalPoints: 12 },
      'big_brother',
    );
    expect(summary).toMatchObject({ draftPoints: 9, miniGamePointsCounted: 3, predictionPoints: 2, replacementPoints: -2, total: 12 });
    expect(summary.draftPoints + summary.miniGamePointsCounted + summary.predictionPoints + summary.replacementPoints).toBe(summary.total);
    // An answer from before replacements has none.
    const older = { drafts: drafts('big_brother', 9), miniGamePoints: 0, predictionPoints: 0, totalPoints: 9 } as unknown as Parameters<typeof showSummary>[0];
    expect(showSummary(older, 'big_brother').replacementPoints).toBe(0);
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

describe('the roster as it is and was', () => {
  // Lou (pick 2) went home in episode 1 and was replaced by Kim from episode 2; Ana was traded in from episode 3.
  const lou = { ...item('lou', 2, { '1': { veto: 1 } }), isActive: false, heldThrough: 1 };
  const kim = { ...item('kim', 2, { '2': { hoh: 4 } }), heldFrom: 2 };
  const ana = { ...item('ana', 5, { '3': { hoh: 3 } }), heldFrom: 3 };
  const bo = item('bo', 1, { '1': { hoh: 2 } });

  it('keeps a replaced pick as a former pick, and the one that took its place after it in pick order', () => {
    const player = {
      drafts: [{ draftId: 'a', joinCode: 'A', showType: 'big_brother' as const, name: null, status: 'active', draftPoints: 10, items: [ana, kim, bo, lou] }],
    };
    const items = itemsOfShow(player, 'big_brother');
    expect(items.map((each) => each.itemId)).toEqual(['bo', 'lou', 'kim', 'ana']);
    const { current, former } = rosterParts(items);
    expect(current.map((each) => each.itemId)).toEqual(['bo', 'kim', 'ana']);
    expect(former.map((each) => each.itemId)).toEqual(['lou']);
    expect(isFormerPick(lou)).toBe(true);
    expect(isFormerPick(kim)).toBe(false);
    // The table counts every holding in its own episodes: the former pick's point stays.
    expect(breakdownTable(items, 'big_brother').total).toBe(10);
  });

  it('says when an item scored for the player where it was not the whole season', () => {
    expect(heldText(lou, 'big_brother')).toBe('until episode 1');
    expect(heldText(kim, 'survivor')).toBe('from episode 2');
    expect(heldText({ heldFrom: 2, heldThrough: 4 }, 'amazing_race')).toBe('from week 2 until week 4');
    expect(heldText({ heldFrom: 3, heldThrough: 3 }, 'big_brother')).toBe('episode 3 only');
    expect(heldText({ heldThrough: 0 }, 'big_brother')).toBe('left before episode 1');
    expect(heldText({ heldFrom: 3, heldThrough: 2 }, 'big_brother')).toBe('left before episode 3');
    expect(heldText(bo, 'big_brother')).toBeNull();
  });

  it('keys a team held twice (traded away and back) apart, and makes it one column of the Amazing Race table', () => {
    const first = { ...item('t1', 1, { '1': { placement: 5 } }), kind: 'team' as const, heldThrough: 1 };
    const again = { ...item('t1', 1, { '3': { placement: 2 } }), kind: 'team' as const, heldFrom: 3 };
    const other = { ...item('t2', 1, { '2': { placement: 4 } }), kind: 'team' as const, heldFrom: 2, heldThrough: 2 };
    expect(holdingKey(first)).not.toBe(holdingKey(again));
    const table = breakdownByItem([again, other, first], 'amazing_race');
    expect(table.columns).toEqual([
      { key: 't1', label: 'T1' },
      { key: 't2', label: 'T2' },
    ]);
    expect(table.rows).toEqual([
      { period: 1, cells: { t1: 5, t2: null }, total: 5 },
      { period: 2, cells: { t1: null, t2: 4 }, total: 4 },
      { period: 3, cells: { t1: 2, t2: null }, total: 2 },
    ]);
    expect(table.columnTotals).toEqual({ t1: 7, t2: 4 });
  });
});
