import type { DraftDocument } from '../readModels/documents';

/** A stretch of a league's season in which a player holds a team or contestant (docs/league.md#rosters). */
export interface Holding {
  playerId: string;
  itemId: string;
  /** The pick it was, or the pick it replaced. */
  pickNumber: number;
  round: number;
  label: string;
  /** The first week or episode it scores for the player (1: from the start). */
  from: number;
  /** The last one (Infinity: still held). */
  through: number;
}

const holdingsOfDraft = new WeakMap<DraftDocument, Holding[]>();

/**
 * Who held what when: each pick from the start, each roster move ending the dropped item's holding the
 * period before its `fromPeriod` and starting the added item's there, in the place of the pick it
 * replaced. Computed once per draft document.
 */
export function holdingsOf(draft: DraftDocument): Holding[] {
  const known = holdingsOfDraft.get(draft);
  if (known) return known;
  const holdings: Holding[] = draft.picks.map((pick) => ({ ...pick, from: 1, through: Infinity }));
  for (const move of draft.moves ?? []) {
    const dropped = holdings.find((held) => held.itemId === move.dropItemId && held.playerId === move.playerId && held.through === Infinity);
    if (!dropped) continue;
    dropped.through = move.fromPeriod - 1;
    holdings.push({ ...dropped, itemId: move.addItemId, label: move.addItemId, from: move.fromPeriod, through: Infinity, playerId: move.playerId });
  }
  holdingsOfDraft.set(draft, holdings);
  return holdings;
}

/** Item id -> who holds it now. */
export const currentHolders = (draft: DraftDocument) =>
  new Map(
    holdingsOf(draft)
      .filter((held) => held.through === Infinity)
      .map((held) => [held.itemId, held.playerId]),
  );
