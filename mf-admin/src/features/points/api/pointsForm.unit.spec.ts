import {
  buildSavePlan,
  emptyPointsForm,
  parsePoints,
  pointsFormProblem,
  runSavePlan,
  saveFailureToast,
  saveSuccessToast,
  type PointsForm,
  type SaveStep,
  type StepResult,
} from './pointsForm';
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

  it('gives Survivor its own point types (spec 02 §9)', () => {
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

describe('points form validation (spec 01 §5)', () => {
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

describe('the save plan', () => {
  it('makes one call per placed team, in placement order, with the edited points', () => {
    const form = withWinners(emptyPointsForm('amazing_race'), { 'place-2': ['t2'], 'place-1': ['t1'], express_pass: ['t2'] }, 7);
    form.points['place-2'] = '6';
    expect(buildSavePlan('amazing_race', form).map((step) => step.body)).toEqual([
      { teamId: 't1', week: 7, points: 5, pointType: 'placement' },
      { teamId: 't2', week: 7, points: 6, pointType: 'placement' },
      { teamId: 't2', week: 7, points: 3, pointType: 'express_pass' },
    ]);
  });

  it('makes one call per competition winner with its point type', () => {
    const form = withWinners(emptyPointsForm('big_brother'), { hoh: ['c1'], veto: ['c2'], survived_block: ['c3', 'c4'] }, 12);
    expect(buildSavePlan('big_brother', form)).toEqual([
      { kind: 'contestant', slot: 'Head of Household', body: { contestantId: 'c1', episode: 12, points: 3, pointType: 'hoh' } },
      { kind: 'contestant', slot: 'Veto', body: { contestantId: 'c2', episode: 12, points: 2, pointType: 'veto' } },
      { kind: 'contestant', slot: 'Survived the block', body: { contestantId: 'c3', episode: 12, points: 1, pointType: 'survived_block' } },
      { kind: 'contestant', slot: 'Survived the block', body: { contestantId: 'c4', episode: 12, points: 1, pointType: 'survived_block' } },
    ]);
  });

  it("uses Survivor's point types", () => {
    const form = withWinners(emptyPointsForm('survivor'), { immunity: ['s1', 's2'], sole_survivor: ['s1'] }, 13);
    expect(buildSavePlan('survivor', form).map(({ body }) => body)).toEqual([
      { contestantId: 's1', episode: 13, points: 5, pointType: 'immunity' },
      { contestantId: 's2', episode: 13, points: 5, pointType: 'immunity' },
      { contestantId: 's1', episode: 13, points: 20, pointType: 'sole_survivor' },
    ]);
  });

  it('has nothing to send without a period', () => {
    expect(buildSavePlan('big_brother', withWinners(emptyPointsForm('big_brother'), { hoh: ['c1'] }, null))).toEqual([]);
  });
});

describe('saving step by step', () => {
  const steps = buildSavePlan('big_brother', withWinners(emptyPointsForm('big_brother'), { hoh: ['c1'], veto: ['c2'], blockbuster: ['c3'] }, 2));

  it('sends every step in order, one after another', async () => {
    const sent: string[] = [];
    let running = 0;
    const outcome = await runSavePlan(steps, async (step: SaveStep): Promise<StepResult<string>> => {
      running += 1;
      expect(running).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      const id = step.kind === 'contestant' ? step.body.contestantId : step.body.teamId;
      sent.push(id);
      return { ok: true, value: id };
    });
    expect(sent).toEqual(['c1', 'c2', 'c3']);
    expect(outcome).toEqual({ saved: ['c1', 'c2', 'c3'], failure: null });
  });

  it('stops at the first failure and sends nothing after it', async () => {
    const error = {
      status: 404,
      text: '404: {"message":"No contestant with id c2 in a current cast."}',
      message: 'No contestant with id c2 in a current cast.',
    };
    const send = jest.fn(async (step: SaveStep): Promise<StepResult<number>> => (step.slot === 'Veto' ? { ok: false, error } : { ok: true, value: 1 }));
    const outcome = await runSavePlan(steps, send);
    expect(send).toHaveBeenCalledTimes(2);
    expect(outcome.saved).toEqual([1]);
    expect(outcome.failure).toEqual({ step: steps[1], error });
    expect(saveFailureToast(outcome.failure!.error)).toEqual({
      title: 'Error',
      description: 'Failed to save points: No contestant with id c2 in a current cast.',
      variant: 'destructive',
    });
  });

  it("words a failure without a message by the server's status line", () => {
    expect(saveFailureToast({ status: 502, text: '502: Bad Gateway' }).description).toBe('Failed to save points: 502: Bad Gateway');
  });

  it('says on success how many entries were new or replaced an earlier value', () => {
    expect(saveSuccessToast('big_brother', 4, [{ outcome: 'entered' }, { outcome: 'corrected' }])).toEqual({
      title: 'Points Saved',
      description: 'Big Brother episode 4: 2 entries saved (1 new, 1 replaced an earlier value).',
    });
    expect(saveSuccessToast('amazing_race', 1, [{ outcome: 'unchanged' }]).description).toBe('Amazing Race week 1: 1 entry saved (1 unchanged).');
  });
});
