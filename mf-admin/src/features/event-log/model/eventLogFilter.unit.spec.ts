import { dataGlance, EMPTY_FORM, formOf, TYPE_OPTIONS, viewOf, viewText } from './eventLogFilter';

describe('the Event log filter', () => {
  it('makes a view of the form: trimmed, empty fields left out, the position a number', () => {
    expect(viewOf(EMPTY_FORM)).toEqual({ after: 0 });
    expect(viewOf({ stream: ' draft-1 ', type: 'PickMade', after: '42' })).toEqual({ stream: 'draft-1', type: 'PickMade', after: 42 });
  });

  it('says what to mend in a stream id with spaces or a position that is not one', () => {
    expect(viewOf({ ...EMPTY_FORM, stream: 'draft 1' })).toBe('A stream id has no spaces, such as draft-{id}.');
    expect(viewOf({ ...EMPTY_FORM, after: '-4' })).toBe('From position must be a log position: a whole number, 0 or more.');
  });

  it('shows a view back in the form and in words', () => {
    expect(formOf({ stream: 'draft-1', after: 0 })).toEqual({ stream: 'draft-1', type: '', after: '' });
    expect(viewText({ after: 0 })).toBe('All events, oldest first');
    expect(viewText({ stream: 'draft-1', type: 'PickMade', after: 12 })).toBe('Events of draft-1 of type PickMade after position 12, oldest first');
    expect(viewText({ after: 0 }, true)).toBe('All events, newest first');
    expect(viewText({ type: 'PointsCorrected', after: 0 }, true)).toBe('Events of type PointsCorrected, newest first');
  });

  it('offers every event type after "All types", and cuts long data short', () => {
    expect(TYPE_OPTIONS[0]).toEqual({ value: '', label: 'All types' });
    expect(TYPE_OPTIONS.map((option) => option.value)).toContain('PickMade');
    expect(dataGlance({ data: { a: 'x'.repeat(200) } }, 20)).toBe('{"a":"xxxxxxxxxxxxx…');
    expect(dataGlance({ data: { a: 1 } })).toBe('{"a":1}');
  });
});
