import { changedBy, describeLogRow, entryHistories } from './entryHistory';
import type { PointsLogRow } from './types';

const row = (
  id: number,
  entryId: string,
  action: PointsLogRow['action'],
  before: number | null,
  after: number | null,
  reason: string | null = null,
): PointsLogRow => ({
  id: String(id),
  entryId,
  action,
  subjectKind: 'contestant',
  subjectId: 'bb27-c01',
  subjectLabel: 'Avery',
  showType: 'big_brother',
  period: 3,
  pointType: entryId.endsWith('hoh') ? 'hoh' : 'veto',
  before,
  after,
  by: 'admin-1',
  byName: 'adm',
  at: `2026-01-0${id}T00:00:00.000Z`,
  reason,
});

describe("a cell's entry history", () => {
  const hoh = 'contestant:bb27-c01:3:hoh';
  const veto = 'contestant:bb27-c01:3:veto';
  // The log answers newest first.
  const log = [
    row(4, veto, 'removed', 2, null, 'wrong week'),
    row(3, hoh, 'corrected', 3, 5, 'typo'),
    row(2, veto, 'entered', null, 2),
    row(1, hoh, 'entered', null, 3),
  ];

  it('groups the rows by entry, oldest first, with the current value', () => {
    const histories = entryHistories(log);
    expect(histories.map((entry) => [entry.entryId, entry.label, entry.current, entry.events.map((event) => event.action)])).toEqual([
      [hoh, 'Head of Household', 5, ['entered', 'corrected']],
      [veto, 'Veto', null, ['entered', 'removed']],
    ]);
  });

  it('says what happened in words', () => {
    expect(describeLogRow(log[3])).toBe('Entered 3 points');
    expect(describeLogRow(log[1])).toBe('Corrected 3 → 5 points');
    expect(describeLogRow(log[0])).toBe('Removed (was 2 points)');
    expect(describeLogRow({ action: 'entered', before: null, after: 1 })).toBe('Entered 1 point');
    expect(changedBy({ by: 'id-1', byName: null })).toBe('id-1');
  });
});
