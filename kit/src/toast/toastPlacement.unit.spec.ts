import { phoneToastInset } from './toastPlacement';

const HEIGHT = 844;
const nav = { top: 0, bottom: 122 };
const turnBar = { top: 700, bottom: 832 };

describe('toasts on a phone', () => {
  it('sit just below the pinned navigation, clear of the turn bar pinned to the bottom', () => {
    expect(phoneToastInset([nav, turnBar], HEIGHT)).toEqual({ edge: 'top', px: 130 });
  });

  it('sit below a turn bar pinned to the top too', () => {
    expect(phoneToastInset([nav, { top: 122, bottom: 260 }, turnBar], HEIGHT)).toEqual({ edge: 'top', px: 268 });
  });

  it('go to the top edge when nothing is pinned, and ignore what is off screen', () => {
    expect(phoneToastInset([], HEIGHT)).toEqual({ edge: 'top', px: 8 });
    expect(
      phoneToastInset(
        [
          { top: -200, bottom: -10 },
          { top: 900, bottom: 1000 },
        ],
        HEIGHT,
      ),
    ).toEqual({ edge: 'top', px: 8 });
  });

  it('go above what is pinned to the bottom when the top half is covered', () => {
    expect(phoneToastInset([{ top: 0, bottom: 500 }, turnBar], HEIGHT)).toEqual({ edge: 'bottom', px: 152 });
  });
});
