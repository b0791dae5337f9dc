// Where focus goes after a navigation: the new page's main heading, else <main> itself (both made
// focusable with tabindex -1). A remote page draws its heading only once it has loaded, so focus
// waits on <main> and moves to the heading when it appears, unless the user has moved it meanwhile.
export const WAIT_FOR_HEADING_MS = 5000;
/** Marks what was focused this way: the shell's styles draw no focus ring on it. */
export const PAGE_FOCUS_ATTRIBUTE = 'data-page-focus';

function focusQuietly(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.setAttribute(PAGE_FOCUS_ATTRIBUTE, '');
  element.focus({ preventScroll: true });
}

/** Moves focus to the page; returns what stops the wait for a heading. */
export function focusPage(doc: Document = document): () => void {
  const main = doc.querySelector('main');
  if (!main) return () => undefined;
  const heading = () => main.querySelector<HTMLElement>('h1');
  const present = heading();
  if (present) {
    focusQuietly(present);
    return () => undefined;
  }
  focusQuietly(main);
  const observer = new MutationObserver(() => {
    const drawn = heading();
    if (!drawn) return;
    stop();
    if (doc.activeElement === main) focusQuietly(drawn);
  });
  const timer = setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
