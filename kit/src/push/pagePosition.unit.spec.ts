import { forgetHeardPositions, readPositionHeader } from '../api/readPosition';
import { resumeFromPage, takePagePosition } from './pagePosition';

describe("the page's log position", () => {
  afterEach(() => {
    forgetHeardPositions();
    takePagePosition();
  });

  it('is named by every request, and handed once to the first stream', () => {
    resumeFromPage('1234');
    expect(readPositionHeader()).toEqual({ 'x-read-position': '1234' });
    expect(takePagePosition()).toBe(1234);
    expect(takePagePosition()).toBeUndefined();
  });

  it('is ignored unless it is a position', () => {
    for (const value of [undefined, '', 'abc', '-3', '1.5', 0, -1, 2.5]) resumeFromPage(value);
    expect(readPositionHeader()).toEqual({});
    expect(takePagePosition()).toBeUndefined();
  });
});
