import { createPushCursor, parsePosition } from './pushCursor';

describe('Last-Event-ID bookkeeping', () => {
  it('starts with nothing to resume from, then takes the hello position', () => {
    const cursor = createPushCursor();
    expect(cursor.lastEventId()).toBeUndefined();
    expect(cursor.hello(41, undefined)).toBe('fresh');
    expect(cursor.lastEventId()).toBe('41');
  });

  it('follows change ids and never moves back', () => {
    const cursor = createPushCursor();
    cursor.hello(10, undefined);
    cursor.change('12');
    cursor.change(11);
    cursor.change('junk');
    expect(cursor.lastEventId()).toBe('12');
  });

  it('keeps its position on a resumed hello until the replay has arrived', () => {
    const cursor = createPushCursor();
    cursor.hello(10, undefined);
    expect(cursor.hello(20, '10')).toBe('resumed');
    expect(cursor.lastEventId()).toBe('10');
    cursor.change(14);
    expect(cursor.lastEventId()).toBe('14');
    cursor.settled();
    expect(cursor.lastEventId()).toBe('20');
  });

  it('does not take the hello position before a heartbeat confirms the replay', () => {
    const cursor = createPushCursor();
    cursor.hello(5, undefined);
    cursor.hello(9, '5');
    cursor.hello(9, '5');
    expect(cursor.lastEventId()).toBe('5');
  });

  it('reports a lost resume when the server is behind what we saw', () => {
    const cursor = createPushCursor();
    cursor.hello(100, undefined);
    expect(cursor.hello(3, '100')).toBe('lost');
    expect(cursor.lastEventId()).toBe('3');
  });

  it('continues from a reset position, and forgets everything on clear', () => {
    const cursor = createPushCursor();
    cursor.hello(1, undefined);
    cursor.reset(77);
    expect(cursor.lastEventId()).toBe('77');
    cursor.clear();
    expect(cursor.lastEventId()).toBeUndefined();
  });

  it("starts from a page's position as from a resume, ignoring what is not a position", () => {
    const cursor = createPushCursor();
    cursor.resumeFrom(40);
    expect(cursor.lastEventId()).toBe('40');
    expect(cursor.hello(45, cursor.lastEventId())).toBe('resumed');
    const other = createPushCursor();
    other.resumeFrom('40');
    expect(other.lastEventId()).toBeUndefined();
  });

  it('parses only whole non-negative positions', () => {
    expect(parsePosition('42')).toBe(42);
    expect(parsePosition(' 7 ')).toBe(7);
    expect(parsePosition('-1')).toBeNull();
    expect(parsePosition('1.5')).toBeNull();
    expect(parsePosition(undefined)).toBeNull();
  });
});
