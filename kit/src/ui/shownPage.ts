// A long list (the player dashboard's) shows its first items and a 'Show more' button (issue 29 §4): a phone
// renders what it can show, not every draft on the server.

/** The first `shown` items, and how many are left behind the button. */
export function shownPage<T>(items: readonly T[], shown: number): { items: T[]; more: number } {
  const count = Math.max(0, shown);
  return { items: items.slice(0, count), more: Math.max(0, items.length - count) };
}

/** How many to show after one more press: another `step`, never past the list. */
export function nextShown(shown: number, total: number, step: number): number {
  return Math.min(total, shown + step);
}
