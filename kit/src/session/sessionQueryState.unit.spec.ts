import { sessionQueryState } from './sessionQueryState';

const error = { status: 503, text: '503: x' };

describe('session query state', () => {
  it('is loading until the first answer for the current token', () => {
    expect(sessionQueryState({ isLoading: true, isFetching: true })).toEqual({
      isLoading: true,
      isFetching: true,
      record: null,
      error: undefined,
    });
  });

  it('reports only the answer for the current token (currentData)', () => {
    expect(sessionQueryState({ currentData: { id: 'a' }, isLoading: false, isFetching: false }).record).toEqual({ id: 'a' });
    // Another token's answer may still be in `data`; without currentData nothing is reported.
    expect(sessionQueryState({ currentData: undefined, isLoading: false, isFetching: true })).toMatchObject({ isLoading: true, record: null });
  });

  it('keeps showing the error (not a spinner) while a retry runs', () => {
    expect(sessionQueryState({ isLoading: false, isFetching: true, error })).toEqual({
      isLoading: false,
      isFetching: true,
      record: null,
      error,
    });
  });

  it('reports nothing when skipped (no stored session)', () => {
    expect(sessionQueryState({ isLoading: false, isFetching: false })).toEqual({
      isLoading: false,
      isFetching: false,
      record: null,
      error: undefined,
    });
  });

  it('takes a null answer (logged out) as no record', () => {
    expect(sessionQueryState({ currentData: null, isLoading: false, isFetching: false })).toMatchObject({ isLoading: false, record: null });
  });
});
