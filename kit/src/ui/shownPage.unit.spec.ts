import { nextShown, shownPage } from './shownPage';

describe('a long list, one page at a time', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];

  it('shows the first items and counts the rest', () => {
    expect(shownPage(items, 2)).toEqual({ items: ['a', 'b'], more: 3 });
    expect(shownPage(items, 5)).toEqual({ items, more: 0 });
  });

  it('a short list is shown whole, with nothing more', () => {
    expect(shownPage(items, 10)).toEqual({ items, more: 0 });
    expect(shownPage([], 3)).toEqual({ items: [], more: 0 });
  });

  it('never shows a negative count', () => {
    expect(shownPage(items, -1)).toEqual({ items: [], more: 5 });
  });

  it('each press shows another step, up to the whole list', () => {
    expect(nextShown(2, 5, 2)).toBe(4);
    expect(nextShown(4, 5, 2)).toBe(5);
    expect(nextShown(5, 5, 2)).toBe(5);
  });
});
