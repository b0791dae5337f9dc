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
  /** Ends `playerId`'s holding of `itemId` before `fromPeriod` and starts `to`'s (of `newItemId`) there, in the same pick's place. */
  const pass = (itemId: string, playerId: string, fromPeriod: number, to: string, newItemId = itemId) => {
    const held = holdings.find((each) => each.itemId === itemId && each.playerId === playerId && each.through === Infinity);
    if (!held) return;
    held.through = fromPeriod - 1;
    holdings.push({ ...held, itemId: newItemId, label: newItemId, from: fromPeriod, through: Infinity, playerId: to });
  };
  for (const move of draft.moves ?? []) {
    if (move.kind === 'replacement') pass(move.dropItemId, move.playerId, move.fromPeriod, move.playerId, move.addItemId);
    else {
      for (const itemId of move.give) pass(itemId, move.fromPlayerId, move.fromPeriod, move.toPlayerId);
      for (const itemId of move.get) pass(itemId, move.toPlayerId, move.fromPeriod, move.fromPlayerId);
    }
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
