import { createFocusReturn } from './focusReturn';

const element = (isConnected = true) => ({ isConnected, focus: jest.fn() });

describe('focus return', () => {
  it('focuses the element that had focus when the dialog opened', () => {
    const focusReturn = createFocusReturn();
    const button = element();
    focusReturn.remember(button);
    focusReturn.restore();
    expect(button.focus).toHaveBeenCalledTimes(1);
  });

  it('restores once per opening', () => {
    const focusReturn = createFocusReturn();
    const button = element();
    focusReturn.remember(button);
    focusReturn.restore();
    focusReturn.restore();
    expect(button.focus).toHaveBeenCalledTimes(1);
  });

  it('skips an element that has left the page, and anything not focusable', () => {
    const focusReturn = createFocusReturn();
    const gone = element(false);
    focusReturn.remember(gone);
    focusReturn.restore();
    expect(gone.focus).not.toHaveBeenCalled();
    focusReturn.remember(null);
    expect(() => focusReturn.restore()).not.toThrow();
  });
});
