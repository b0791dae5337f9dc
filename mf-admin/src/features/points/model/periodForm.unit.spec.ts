import type { PeriodEntry } from './types';
import { canGoOutIn, formFromEntries, outChanges, periodRequest } from './periodForm';
import type { Subject } from './totalsGrid';

const entry = (subjectId: string, pointType: PeriodEntry['pointType'], points: number): PeriodEntry => ({
  entryId: `${subjectId}:${pointType}`,
  subjectKind: 'contestant',
  subjectId,
  subjectLabel: null,
  pointType,
  points,
});
const subjects: Subject[] = [
  { id: 'iris', label: 'Iris Copperkettle', isActive: true, eliminatedIn: null },
  { id: 'harlan', label: 'Harlan Fizzwick', isActive: false, eliminatedIn: 2 },
  { id: 'bram', label: 'Bram Thistledown', isActive: false, eliminatedIn: 1 },
];

describe('a period in the points dialog', () => {
  it("loads a Big Brother episode's winners, their points and who went out in it", () => {
    const form = formFromEntries(
      'big_brother',
      2,
      [entry('iris', 'veto', 3), entry('bram', 'survived_block', 1), entry('iris', 'survived_block', 1)],
      subjects,
    );
    expect(form).toMatchObject({ period: 2, out: ['harlan'] });
    expect(form.winners).toEqual({ hoh: [], veto: ['iris'], blockbuster: [], survived_block: ['bram', 'iris'] });
    expect(form.points).toMatchObject({ hoh: '3', veto: '3' });
  });

  it('loads Amazing Race placements highest points first, and the Express Pass apart', () => {
    const form = formFromEntries('amazing_race', 4, [entry('t2', 'placement', 4), entry('t1', 'placement', 5), entry('t2', 'express_pass', 3)], []);
    expect(form.winners).toMatchObject({ 'place-1': ['t1'], 'place-2': ['t2'], 'place-3': [], express_pass: ['t2'] });
  });

  it('sends every chosen winner with its points, replacing the point types the dialog has (saving what it loaded changes nothing)', () => {
    const loaded = [entry('t1', 'placement', 5), entry('t2', 'placement', 4), entry('t2', 'express_pass', 3)];
    const form = formFromEntries('amazing_race', 4, loaded, []);
    expect(periodRequest('amazing_race', form)).toEqual({
      entries: loaded.map(({ subjectId, pointType, points }) => ({ subjectId, pointType, points })),
      pointTypes: ['placement', 'express_pass'],
    });
    expect(periodRequest('big_brother', { ...formFromEntries('big_brother', 1, [], []), points: { hoh: 'x' }, winners: { hoh: ['iris'] } }).entries).toEqual(
      [],
    );
  });

  it('offers those still in, and those out in this period, as going out; eliminates the newly chosen and restores the unchosen', () => {
    expect(canGoOutIn(subjects, 2).map((subject) => subject.id)).toEqual(['iris', 'harlan']);
    const form = { ...formFromEntries('big_brother', 2, [], subjects), out: ['iris'] };
    expect(outChanges(subjects, form)).toEqual({ eliminate: [subjects[0]], restore: [subjects[1]] });
    expect(outChanges(subjects, formFromEntries('big_brother', 2, [], subjects))).toEqual({ eliminate: [], restore: [] });
  });
});
