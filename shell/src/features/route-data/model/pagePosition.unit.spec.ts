import { pagePosition } from './pagePosition';

describe('the log position the page was served at', () => {
  it("is the navigation's log-position entry", () => {
    const navigation = {
      serverTiming: [
        { name: 'db', description: '' },
        { name: 'log-position', description: '1234' },
      ],
    };
    expect(pagePosition([navigation])).toBe('1234');
  });

  it('is unknown without a navigation entry, a Server-Timing list, or the entry', () => {
    expect(pagePosition([])).toBeUndefined();
    expect(pagePosition([{}])).toBeUndefined();
    expect(pagePosition([{ serverTiming: [{ name: 'db', description: '5' }] }])).toBeUndefined();
  });
});
