import { IDLE_TIMEOUT_MS, NEAR_MARGIN, NO_IDLE_DELAY_MS, whenNearOrIdle, type NearOrIdleBrowser } from './nearOrIdle';

/** A browser whose observer, idle callback and timer the test fires by hand. */
function fakeBrowser({ idle = true, observer = true } = {}) {
  const state = {
    observed: [] as Element[],
    margin: '',
    disconnected: false,
    intersect: (_isIntersecting: boolean) => {},
    idle: () => {},
    idleTimeout: 0,
    idleCancelled: false,
    timer: () => {},
    timerMs: 0,
    timerCleared: false,
  };
  const browser: NearOrIdleBrowser = {
    setTimeout: (callback, ms) => {
      state.timer = callback;
      state.timerMs = ms;
      return 7;
    },
    clearTimeout: () => {
      state.timerCleared = true;
    },
  };
  if (observer)
    browser.IntersectionObserver = class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void, options: { rootMargin: string }) {
        state.margin = options.rootMargin;
        state.intersect = (isIntersecting) => callback([{ isIntersecting }]);
      }
      observe(element: Element) {
        state.observed.push(element);
      }
      disconnect() {
        state.disconnected = true;
      }
    };
  if (idle) {
    browser.requestIdleCallback = (callback, options) => {
      state.idle = callback;
      state.idleTimeout = options.timeout;
      return 3;
    };
    browser.cancelIdleCallback = () => {
      state.idleCancelled = true;
    };
  }
  return { browser, state };
}

const element = {} as Element;

describe('a card below the fold is drawn when its place comes near the screen or the browser is idle', () => {
  it('watches its place with a margin, and asks for an idle moment with a deadline', () => {
    const { browser, state } = fakeBrowser();
    whenNearOrIdle(element, () => {}, browser);
    expect(state.observed).toEqual([element]);
    expect(state.margin).toBe(NEAR_MARGIN);
    expect(state.idleTimeout).toBe(IDLE_TIMEOUT_MS);
  });

  it('near the screen first: shown once, the idle callback cancelled', () => {
    const { browser, state } = fakeBrowser();
    const show = jest.fn();
    whenNearOrIdle(element, show, browser);
    state.intersect(false);
    expect(show).not.toHaveBeenCalled();
    state.intersect(true);
    state.idle();
    state.intersect(true);
    expect(show).toHaveBeenCalledTimes(1);
    expect(state.idleCancelled).toBe(true);
    expect(state.disconnected).toBe(true);
  });

  it('idle first: shown once, the observer disconnected', () => {
    const { browser, state } = fakeBrowser();
    const show = jest.fn();
    whenNearOrIdle(element, show, browser);
    state.idle();
    state.intersect(true);
    expect(show).toHaveBeenCalledTimes(1);
    expect(state.disconnected).toBe(true);
  });

  it('without requestIdleCallback, a short timer stands in for it', () => {
    const { browser, state } = fakeBrowser({ idle: false });
    const show = jest.fn();
    whenNearOrIdle(element, show, browser);
    expect(state.timerMs).toBe(NO_IDLE_DELAY_MS);
    state.timer();
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('without IntersectionObserver, the idle moment alone draws it', () => {
    const { browser, state } = fakeBrowser({ observer: false });
    const show = jest.fn();
    whenNearOrIdle(element, show, browser);
    state.idle();
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('cancelled (the card left the page first): never shown, nothing left waiting', () => {
    const { browser, state } = fakeBrowser({ idle: false });
    const show = jest.fn();
    whenNearOrIdle(element, show, browser)();
    state.timer();
    state.intersect(true);
    expect(show).not.toHaveBeenCalled();
    expect(state.timerCleared).toBe(true);
    expect(state.disconnected).toBe(true);
  });
});
