// The files the page's first screen needs, named by the gateway in a data block of the page's HTML
// (services/gateway/src/frontends/routePage.ts), requested by the inline script once the page's first
// reads have left: on HTTP/1.1's six connections, the reads go first.
import { PAGE_PRELOADS_ID, type PagePreload } from '@reality-draft/events';

const AS = new Set<string>(['fetch', 'script', 'style']);

function isPreload(value: unknown): value is PagePreload {
  if (!value || typeof value !== 'object') return false;
  const { href, as } = value as Record<string, unknown>;
  return typeof href === 'string' && href !== '' && typeof as === 'string' && AS.has(as);
}

/** The page's preloads, taken once (the block is removed); none when it has no block or an unreadable one. */
export function takePagePreloads(doc: Pick<Document, 'getElementById'>): PagePreload[] {
  const element = doc.getElementById(PAGE_PRELOADS_ID);
  if (!element) return [];
  element.remove();
  try {
    const list: unknown = JSON.parse(element.textContent ?? '');
    return Array.isArray(list) ? list.filter(isPreload) : [];
  } catch {
    return [];
  }
}

/** Links a request costs the main thread ~8 ms each on the phone profile: a few per task keeps every task short. */
export const PRELOADS_PER_TASK = 4;

/**
 * A <link rel="preload"> for each of the page's preloads, at the end of its head (crossorigin for a
 * fetch, as the runtime's fetch asks): PRELOADS_PER_TASK at once, the next ones in a task of their
 * own, so the parser and the first paint are never held back for long.
 */
export function requestPagePreloads(doc: Document, nextTask: (run: () => void) => void = (run) => setTimeout(run, 0)): void {
  const preloads = takePagePreloads(doc);
  const requestFrom = (start: number) => {
    for (const { href, as } of preloads.slice(start, start + PRELOADS_PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.as = as;
      link.href = href;
      if (as === 'fetch') link.crossOrigin = 'anonymous';
      doc.head.appendChild(link);
    }
    if (start + PRELOADS_PER_TASK < preloads.length) nextTask(() => requestFrom(start + PRELOADS_PER_TASK));
  };
  requestFrom(0);
}
