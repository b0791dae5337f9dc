/** The standings' elimination line: how many of a player's drafted items are still in the game. */

/** Drafted items still in (not eliminated, evicted or voted out). */
export function stillInCount(items: readonly { isActive: boolean }[]): number {
  return items.filter((item) => item.isActive).length;
}

/** "2 of 3 still in"; null before anything is drafted. */
export function stillInText(stillIn: number, drafted: number): string | null {
  return drafted > 0 ? `${stillIn} of ${drafted} still in` : null;
}

/**
 * Whether a drafted item counts as still in for someone who has watched through a week or episode
 * (null or undefined: everything): one that went out later than that is still in for them (no
 * spoiler); one out with no known week or episode is out.
 */
export function stillInFor(isActive: boolean, eliminatedIn: number | null | undefined, watchedThrough: number | null | undefined): boolean {
  if (isActive) return true;
  if (watchedThrough === null || watchedThrough === undefined || eliminatedIn === null || eliminatedIn === undefined) return false;
  return eliminatedIn > watchedThrough;
}

/**
 * What a player sees of a cast member's elimination (docs/player-area.md#spoiler-guard): 'in' while in the
 * game, 'out' once out by the week or episode they have watched through (or with no guard), and
 * 'later' when out after it: every screen hides that behind "Out later in the season - tap to reveal".
 */
export type EliminationSeen = 'in' | 'out' | 'later';

export function eliminationSeen(isActive: boolean, eliminatedIn: number | null | undefined, watchedThrough: number | null | undefined): EliminationSeen {
  if (isActive) return 'in';
  return stillInFor(isActive, eliminatedIn, watchedThrough) ? 'later' : 'out';
}
