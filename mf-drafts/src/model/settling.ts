// What the league's cards share in following what settles on the clock (a prediction period's lock, a
// claim window's close, a trade's review): how long to wait for the soonest of those times, and what has
// settled so far as one key.

/** Longest a browser timer may wait (setTimeout's limit is about 24.8 days). */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** How long until the soonest of these ISO times passes, `after` ms more (never below it); null when there is none to wait for. */
export function msUntilSoonest(times: readonly (string | null)[], now: number, after: number): number | null {
  const waits = times.flatMap((at) => (at === null ? [] : [Date.parse(at) - now])).filter(Number.isFinite);
  return waits.length ? Math.min(LONGEST_TIMER_MS, Math.max(0, Math.min(...waits)) + after) : null;
}

/** The ids of the items in `status`, as one key: when it changes, something has settled since. */
export const statusIdsKey = (items: readonly { id: string; status: string }[], status: string) =>
  items
    .filter((item) => item.status === status)
    .map((item) => item.id)
    .sort()
    .join(',');
