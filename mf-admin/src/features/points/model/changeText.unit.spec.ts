import { changeLines, shortName } from './changeText';
import { logSentence } from './logText';
import type { PeriodChange, PointsLogRow } from './types';
import type { Subject } from './totalsGrid';

const cast: Subject[] = [
  { id: 'iris', label: 'Iris Copperkettle', isActive: true },
  { id: 'georgia', label: 'Georgia Windermoss', isActive: true },
  { id: 'harlan', label: 'Harlan Fizzwick', isActive: true },
  { id: 'harlan2', label: 'Harlan Other', isActive: true },
];
const change = (subjectId: string, pointType: PeriodChange['pointType'], before: number | null, after: number | null): PeriodChange => ({
  entryId: subjectId,
  subjectKind: 'contestant',
  subjectId,
  subjectLabel: cast.find((subject) => subject.id === subjectId)?.label ?? null,
  pointType,
  action: before === null ? 'entered' : after === null ? 'removed' : 'corrected',
  before,
  after,
  reason: null,
});

describe('the changes of a save, in people words', () => {
  it('names a contestant by first name unless another shares it; a team by its members', () => {
    expect(shortName('iris', 'Iris Copperkettle', cast, 'big_brother')).toBe('Iris');
    expect(shortName('harlan', 'Harlan Fizzwick', cast, 'big_brother')).toBe('Harlan Fizzwick');
    expect(shortName('t1', 'Ava & Ben', [], 'amazing_race')).toBe('Ava & Ben');
  });

  it('says "Veto: Iris -2, Georgia +2", a correction by its difference, then who goes out or comes back', () => {
    const lines = changeLines(
      'big_brother',
      [change('iris', 'veto', 2, null), change('georgia', 'veto', null, 2), change('harlan', 'hoh', 3, 4)],
      { eliminate: [cast[3]], restore: [cast[1]] },
      cast,
    );
    expect(lines).toEqual(['Veto: Iris -2, Georgia +2', 'Head of Household: Harlan Fizzwick +1', 'Harlan Other evicted', 'Georgia back in the game']);
    expect(changeLines('survivor', [], { eliminate: [cast[0]], restore: [] }, cast)).toEqual(['Iris voted out']);
    expect(changeLines('amazing_race', [], { eliminate: [{ id: 't1', label: 'Ava & Ben', isActive: true }], restore: [] }, [])).toEqual([
      'Ava & Ben eliminated',
    ]);
  });

  it('words a log row as who changed what: "commish removed Iris Copperkettle\'s Veto (2) in episode 2: replaced by Georgia Windermoss"', () => {
    const row: PointsLogRow = {
      id: '9',
      entryId: 'e',
      action: 'removed',
      subjectKind: 'contestant',
      subjectId: 'iris',
      subjectLabel: 'Iris Copperkettle',
      showType: 'big_brother',
      period: 2,
      pointType: 'veto',
      before: 2,
      after: null,
      by: 'a1',
      byName: 'commish',
      at: '2026-11-27T05:00:00.000Z',
      reason: 'replaced by Georgia Windermoss',
    };
    expect(logSentence(row)).toBe("commish removed Iris Copperkettle's Veto (2) in episode 2: replaced by Georgia Windermoss");
    expect(logSentence({ ...row, action: 'corrected', before: 3, after: 4, reason: null, showType: 'amazing_race', pointType: 'placement' })).toBe(
      "commish changed Iris Copperkettle's Leg placement 3 → 4 in week 2",
    );
    expect(logSentence({ ...row, action: 'entered', before: null, after: 2, reason: null, byName: null })).toBe(
      "a1 entered Iris Copperkettle's Veto (2) in episode 2",
    );
  });
});
