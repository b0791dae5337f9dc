import { createDraftProblem, createDraftRequest, initialCreateDraftForm, SHOW_OPTIONS, todayInput } from './createDraftForm';

describe('create-draft form', () => {
  it('offers the three shows', () => {
    expect(SHOW_OPTIONS).toEqual([
      { value: 'amazing_race', label: 'Amazing Race' },
      { value: 'big_brother', label: 'Big Brother' },
      { value: 'survivor', label: 'Survivor' },
    ]);
  });

  it("starts on today's date with a 60 s turn limit and no start time", () => {
    const form = initialCreateDraftForm(new Date(2026, 2, 5, 23, 30));
    expect(form).toEqual({ name: '', showType: 'big_brother', draftDate: '2026-03-05', turnTimeLimit: '60', startTime: '' });
    expect(todayInput(new Date(2026, 11, 31))).toBe('2026-12-31');
  });

  it('sends the date, the show and the limit in seconds', () => {
    expect(createDraftRequest({ name: ' ', showType: 'survivor', draftDate: '2026-03-05', turnTimeLimit: '90', startTime: '' })).toEqual({
      showType: 'survivor',
      draftDate: '2026-03-05',
      turnTimeLimit: 90,
    });
  });

  it("sends the league's name, trimmed, when one is typed", () => {
    const form = { ...initialCreateDraftForm(new Date(2026, 2, 5)), name: '  Tribal Council Club ' };
    expect(createDraftRequest(form).name).toBe('Tribal Council Club');
  });

  it("sends a start time on the draft date with the admin's offset on that day", () => {
    const form = { name: '', showType: 'survivor', draftDate: '2026-12-02', turnTimeLimit: '60', startTime: '20:00' } as const;
    expect(createDraftRequest(form, 'Europe/Paris').startsAt).toBe('2026-12-02T20:00:00+01:00');
    expect(createDraftRequest({ ...form, draftDate: '2026-07-02' }, 'Europe/Paris').startsAt).toBe('2026-07-02T20:00:00+02:00');
  });

  it('asks for a date, a sensible turn limit and a start time still to come', () => {
    const form = initialCreateDraftForm(new Date(2026, 2, 5));
    expect(createDraftProblem(form)).toBeNull();
    expect(createDraftProblem({ ...form, draftDate: '' })).toBe('Choose the draft date.');
    expect(createDraftProblem({ ...form, turnTimeLimit: '5' })).toMatch(/from 10 to 600/);
    expect(createDraftProblem({ ...form, turnTimeLimit: '60.5' })).toMatch(/whole number/);
    expect(createDraftProblem({ ...form, turnTimeLimit: '' })).toMatch(/whole number/);
    const evening = { ...form, draftDate: '2026-12-02', startTime: '20:00' };
    const at = (iso: string) => Date.parse(iso);
    expect(createDraftProblem(evening, at('2026-12-02T18:00:00Z'), 'Europe/Paris')).toBeNull();
    expect(createDraftProblem(evening, at('2026-12-02T19:30:00Z'), 'Europe/Paris')).toBe('The start time has passed: choose a later one, or none.');
  });
});
