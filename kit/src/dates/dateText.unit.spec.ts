import { dateTimeFormat, shortDateText } from './dateText';

describe('shortDateText', () => {
  it('reads a plain date as that calendar day', () => {
    expect(shortDateText('2026-03-12', 'en-GB')).toBe('12 Mar 2026');
  });

  it('formats an instant in the given locale', () => {
    expect(shortDateText('2026-03-12T12:00:00.000Z', 'en-GB')).toBe('12 Mar 2026');
    expect(shortDateText('2026-03-12T12:00:00.000Z', 'en-US')).toBe('Mar 12, 2026');
  });

  it("says '—' for a missing or unreadable date", () => {
    expect(shortDateText('', 'en-GB')).toBe('—');
    expect(shortDateText(null, 'en-GB')).toBe('—');
    expect(shortDateText(undefined, 'en-GB')).toBe('—');
    expect(shortDateText('soon', 'en-GB')).toBe('—');
  });
});

describe('dateTimeFormat', () => {
  it('makes one formatter per locale and options, and writes what toLocaleString writes', () => {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' };
    const first = dateTimeFormat('en-GB', options);
    expect(dateTimeFormat('en-GB', { ...options })).toBe(first);
    expect(dateTimeFormat('en-US', options)).not.toBe(first);
    const at = new Date('2026-11-23T14:31:00Z');
    expect(first.format(at)).toBe(at.toLocaleString('en-GB', options));
  });
});
