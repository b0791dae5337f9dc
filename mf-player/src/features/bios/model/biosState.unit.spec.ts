import { biosStage, isDemoCast } from './biosState';

describe('bios list stage', () => {
  it('loads, then shows the cast or the empty state', () => {
    expect(biosStage({ data: undefined, isLoading: true })).toBe('loading');
    expect(biosStage({ data: [1], isLoading: false })).toBe('ready');
    expect(biosStage({ data: [], isLoading: false })).toBe('empty');
  });

  it('shows the error only when there is nothing to show', () => {
    expect(biosStage({ data: undefined, isLoading: false, error: { status: 500 } })).toBe('error');
    expect(biosStage({ data: [1], isLoading: false, error: { status: 500 } })).toBe('ready');
  });

  it('knows a demo cast', () => {
    expect(isDemoCast([{ demo: false }, { demo: true }])).toBe(true);
    expect(isDemoCast([{ demo: false }])).toBe(false);
    expect(isDemoCast(undefined)).toBe(false);
  });
});
