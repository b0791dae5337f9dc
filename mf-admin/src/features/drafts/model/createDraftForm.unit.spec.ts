import { createDraftProblem, createDraftRequest, initialCreateDraftForm, SHOW_OPTIONS, todayInput } from './createDraftForm';

describe('create-draft form', () => {
  it('offers the three shows', () => {
    expect(SHOW_OPTIONS).toEqual([
      { value: 'amazing_race', label: 'Amazing Race' },
      { value: 'big_brother', label: 'Big Brother' },
      { value: 'survivor', label: 'Survivor' },
    ]);
  });

  it("starts on today's date with a 60 s turn limit", () => {
    const form = initialCreateDraftForm(new Date(2026, 2, 5, 23, 30));
    expect(form).toEqual({ showType: 'big_brother', draftDate: '2026-03-05', turnTimeLimit: '60' });
    expect(todayInput(new Date(2026, 11, 31))).toBe('2026-12-31');
  });

  it('sends the date, the show and the limit in seconds', () => {
    expect(createDraftRequest({ showType: 'survivor', draftDate: '2026-03-05', turnTimeLimit: '90' })).toEqual({
      showType: 'survivor',
      draftDate: '2026-03-05',
      turnTimeLimit: 90,
    });
  });

  it('asks for a date and a sensible turn limit', () => {
    const form = initialCreateDraftForm(new Date(2026, 2, 5));
    expect(createDraftProblem(form)).toBeNull();
    expect(createDraftProblem({ ...form, draftDate: '' })).toBe('Choose the draft date.');
    expect(createDraftProblem({ ...form, turnTimeLimit: '5' })).toMatch(/from 10 to 600/);
    expect(createDraftProblem({ ...form, turnTimeLimit: '60.5' })).toMatch(/whole number/);
    expect(createDraftProblem({ ...form, turnTimeLimit: '' })).toMatch(/whole number/);
  });
});
