// A dashboard card below the fold is drawn after what is on screen (issue 29 §4): once its place comes
// near the screen, or once the browser has a moment with nothing else to do, whichever is first. On a
// slow phone the first screen is not held up by cards no one sees yet, and a full-page capture or a
// test still finds them all a moment later.

/** How close to the screen (above or below) a card's place must come to be drawn at once. */
export const NEAR_MARGIN = '400px 0px';
/** The longest an idle moment is waited for. */
export const IDLE_TIMEOUT_MS = 2000;
/** Without requestIdleCallback (Safari): a short delay after the first screen instead. */
export const NO_IDLE_DELAY_MS = 300;

/** The browser parts used, passed in (globalThis in the page). */
export interface NearOrIdleBrowser {
  IntersectionObserver?: new (
    callback: (entries: Array<{ isIntersecting: boolean }>) => void,
    options: { rootMargin: string },
  ) => {
    observe: (element: Element) => void;
    disconnect: () => void;
  };
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** Calls `callback` at the browser's next idle moment (or after a short delay); returns the cancel. */
function waitForIdle(browser: NearOrIdleBrowser, callback: () => void): () => void {
  if (browser.requestIdleCallback) {
    const handle = browser.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => browser.cancelIdleCallback?.(handle);
  }
  const handle = browser.setTimeout(callback, NO_IDLE_DELAY_MS);
  return () => browser.clearTimeout(handle);
}

/** Calls `show` once, when `element` comes near the screen or the browser is idle; returns the cancel. */
export function whenNearOrIdle(element: Element, show: () => void, browser: NearOrIdleBrowser = globalThis as unknown as NearOrIdleBrowser): () => void {
  let done = false;
  const observer = browser.IntersectionObserver
    ? new browser.IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) once();
        },
        { rootMargin: NEAR_MARGIN },
      )
    : null;
  const stopWaiting = waitForIdle(browser, () => once());
  function cancel() {
    done = true;
    observer?.disconnect();
    stopWaiting();
  }
  function once() {
    if (done) return;
    cancel();
    show();
  }
  observer?.observe(element);
  return cancel;
}
