// The log position the page was served at, as its gateway named it (a Server-Timing entry of the
// navigation): the page's reads show at least that much of the log (kit's resumeFromPage).
import { PAGE_POSITION_TIMING } from '@reality-draft/events';

type Navigation = { serverTiming?: readonly { name: string; description: string }[] };

/** The position in the page's navigation entries, or undefined (none named, or a browser that keeps no Server-Timing). */
export function pagePosition(navigations: readonly Navigation[]): string | undefined {
  return navigations[0]?.serverTiming?.find((entry) => entry.name === PAGE_POSITION_TIMING)?.description;
}
