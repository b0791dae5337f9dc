/** The standings' elimination line: how many of a player's drafted items are still in the game. */

/** Drafted items still in (not eliminated, evicted or voted out). */
export function stillInCount(items: readonly { isActive: boolean }[]): number {
  return items.filter((item) => item.isActive).length;
}

/** "2 of 3 still in"; null before anything is drafted. */
export function stillInText(stillIn: number, drafted: number): string | null {
  return drafted > 0 ? `${stillIn} of ${drafted} still in` : null;
}
