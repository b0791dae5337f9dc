import { emptyPointsForm, parsePoints, pointsFormProblem, saveFailureToast, saveSuccessToast, type PointsForm } from './pointsForm';
import type { PeriodChange, PeriodEntry } from './types';
import { POINT_SLOTS } from './pointSlots';

const withWinners = (form: PointsForm, winners: Record<string, string[]>, period: number | null = 4): PointsForm => ({
  ...form,
  period,
  winners: { ...form.winners, ...winners },
});

describe('the point slots of each show', () => {
  const defaults = (show: keyof typeof POINT_SLOTS) => POINT_SLOTS[show].map((slot) => [slot.label, slot.defaultPoints]);

  it('places 1st to 5th in Amazing Race (5, 4, 3, 2, 1) and names the Express Pass winner (3)', () => {
    expect(defaults('amazing_race')).toEqual([
      ['1st Place', 5],
      ['2nd Place', 4],
      ['3rd Place', 3],
      ['4th Place', 2],
      ['5th Place', 1],
      ['Express Pass', 3],
    ]);
  });

  it("gives Big Brother's competitions their points: HoH 3, Veto 2, BB Blockbuster 1, Survived the block 1", () => {
    expect(defaults('big_brother')).toEqual([
      ['Head of Household', 3],
      ['Veto', 2],
      ['BB Blockbuster', 1],
      ['Survived the block', 1],
    ]);
  });

  it('gives Survivor its own point types (docs/scoring.md#point-schemes)', () => {
    expect(Object.fromEntries(POINT_SLOTS.survivor.map((slot) => [slot.pointType, slot.defaultPoints]))).toEqual({
      immunity: 5,
      reward: 3,
      idol: 4,
      survived: 1,
      final_three: 10,
      sole_survivor: 20,
    });
  });
});

describe('points form validation (docs/scoring.md#points-dialog)', () => {
  it('asks for the week, then for a placed team', () => {
    const form = emptyPointsForm('amazing_race');
    expect(pointsFormProblem('amazing_race', form)).toMatchObject({ title: 'Week Required', variant: 'destructive' });
    expect(pointsFormProblem('amazing_race', { ...form, period: 3 })).toMatchObject({ title: 'No Teams Selected', variant: 'destructive' });
  });

  it('asks Big Brother and Survivor for the episode, then for a winner', () => {
    for (const show of ['big_brother', 'survivor'] as const) {
      const form = emptyPointsForm(show);
      expect(pointsFormProblem(show, form)?.title).toBe('Episode Required');
      expect(pointsFormProblem(show, { ...form, period: 1 })?.title).toBe('No Competition Winners Selected');
    }
  });

  it('asks for the period first even when winners are chosen', () => {
    const form = withWinners(emptyPointsForm('big_brother'), { hoh: ['c1'] }, null);
    expect(pointsFormProblem('big_brother', form)?.title).toBe('Episode Required');
  });

  it('accepts an Express Pass winner alone', () => {
    expect(pointsFormProblem('amazing_race', withWinners(emptyPointsForm('amazing_race'), { express_pass: ['t1'] }))).toBeNull();
  });

  it('refuses points that are not whole numbers from -100 to 100, for a slot that has a winner', () => {
    const form = withWinners(emptyPointsForm('big_brother'), { hoh: ['c1'] });
    expect(pointsFormProblem('big_brother', { ...form, points: { ...form.points, hoh: '2.5' } })).toMatchObject({
      title: 'Invalid Points',
      description: 'Head of Household: points must be a whole number from -100 to 100.',
    });
    expect(pointsFormProblem('big_brother', { ...form, points: { ...form.points, hoh: '101' } })?.title).toBe('Invalid Points');
    expect(pointsFormProblem('big_brother', { ...form, points: { ...form.points, veto: 'x' } })).toBeNull();
    expect(pointsFormProblem('big_brother', { ...form, points: { ...form.points, hoh: '-5' } })).toBeNull();
  });

  it('refuses one team in two placements of a week', () => {
    const form = withWinners(emptyPointsForm('amazing_race'), { 'place-1': ['t1'], 'place-3': ['t1'] });
    expect(pointsFormProblem('amazing_race', form)?.title).toBe('Team Placed Twice');
  });

  it('reads points', () => {
    expect(parsePoints(' 5 ')).toBe(5);
    expect(parsePoints('-100')).toBe(-100);
    expect(parsePoints('')).toBeNull();
    expect(parsePoints('1e2')).toBeNull();
    expect(parsePoints('-101')).toBeNull();
  });
});

describe('what a save says', () => {
  it("words a failure by the server's message, else its status line", () => {
    expect(saveFailureToast({ status: 404, text: '404', message: 'No contestant with id c2 in a current cast.' })).toEqual({
      title: 'Error',
      description: 'Failed to save points: No contestant with id c2 in a current cast.',
      variant: 'destructive',
    });
    expect(saveFailureToast({ status: 502, text: '502: Bad Gateway' }).description).toBe('Failed to save points: 502: Bad Gateway');
  });

  const change = (action: 'entered' | 'corrected' | 'removed') => ({ action }) as PeriodChange;
  const entry = {} as PeriodEntry;

  it('says on success how many entries stand and what changed', () => {
    expect(saveSuccessToast('big_brother', { period: 4, entries: [entry, entry], changes: [change('entered'), change('corrected')] })).toEqual({
      title: 'Points Saved',
      description: 'Big Brother episode 4: 2 entries saved (1 new, 1 replaced an earlier value).',
    });
    expect(saveSuccessToast('big_brother', { period: 2, entries: [entry, entry], changes: [change('removed'), change('entered')] }).description).toBe(
      'Big Brother episode 2: 2 entries saved (1 new, 1 unchanged, 1 removed).',
    );
    expect(saveSuccessToast('amazing_race', { period: 1, entries: [], changes: [] }, { eliminated: 1, restored: 0 }).description).toBe(
      'Amazing Race week 1: 0 entries saved (1 eliminated).',
    );
  });

  it('accepts a period that had entries saved with no winners (clearing it)', () => {
    expect(pointsFormProblem('big_brother', { ...emptyPointsForm('big_brother'), period: 2 }, true)).toBeNull();
    expect(pointsFormProblem('big_brother', { ...emptyPointsForm('big_brother'), period: 2, out: ['c1'] })).toBeNull();
  });
});
