import { draftLabel, formatDraftDate } from './draftText';

describe('draft text', () => {
  it('labels a draft by show and join code', () => {
    expect(draftLabel({ showType: 'big_brother', joinCode: 'ABC123' })).toBe('Big Brother #ABC123');
    expect(draftLabel({ showType: 'amazing_race', joinCode: 'XYZ789' })).toBe('Amazing Race #XYZ789');
    expect(draftLabel({ showType: 'survivor', joinCode: 'Q1W2E3' })).toBe('Survivor #Q1W2E3');
  });

  it('reads a plain date as that calendar day', () => {
    expect(formatDraftDate('2026-03-12', 'en-GB')).toBe('12 Mar 2026');
  });

  it('formats a full timestamp', () => {
    expect(formatDraftDate('2026-03-12T12:00:00.000Z', 'en-GB')).toBe('12 Mar 2026');
  });

  it('shows a dash for a missing or invalid date', () => {
    expect(formatDraftDate('', 'en-GB')).toBe('—');
    expect(formatDraftDate(null, 'en-GB')).toBe('—');
    expect(formatDraftDate('soon', 'en-GB')).toBe('—');
  });
});
