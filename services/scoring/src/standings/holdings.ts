import type { DraftDocument, RosterMove } from '../readModels/documents';

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

const holdingsOfDraft = new WeakMap<DraftDocument, Map<number, Holding[]>>();

/**
 * Whether a viewer who has watched through `watched` knows of a roster move: a replacement names a pick
 * that went home, so one playing from past the next period is not told yet (docs/league.md#rosters).
 */
export const seesMove = (move: RosterMove, watched: number) => move.kind !== 'replacement' || move.fromPeriod <= watched + 1;

/**
 * Who held what when: each pick from the start, each roster move ending the dropped item's holding the
 * period before its `fromPeriod` and starting the added item's there, in the place of the pick it
 * replaced; as a viewer who has watched through `watched` knows them. Computed once per draft document and view.
 */
export function holdingsOf(draft: DraftDocument, watched = Infinity): Holding[] {
  let views = holdingsOfDraft.get(draft);
  if (!views) holdingsOfDraft.set(draft, (views = new Map()));
  const known = views.get(watched);
  if (known) return known;
  const holdings: Holding[] = draft.picks.map((pick) => ({ ...pick, from: 1, through: Infinity }));
  /** Ends `playerId`'s holding of `itemId` before `fromPeriod` and starts `to`'s (of `newItemId`) there, in the same pick's place. */
  const pass = (itemId: string, playerId: string, fromPeriod: number, to: string, newItemId = itemId) => {
    const held = holdings.find((each) => each.itemId === itemId && each.playerId === playerId && each.through === Infinity);
    if (!held) return;
    held.through = fromPeriod - 1;
    holdings.push({ ...held, itemId: newItemId, label: newItemId, from: fromPeriod, through: Infinity, playerId: to });
  };
  for (const move of (draft.moves ?? []).filter((each) => seesMove(each, watched))) {
    if (move.kind === 'replacement') pass(move.dropItemId, move.playerId, move.fromPeriod, move.playerId, move.addItemId);
    else {
      for (const itemId of move.give) pass(itemId, move.fromPlayerId, move.fromPeriod, move.toPlayerId);
      for (const itemId of move.get) pass(itemId, move.toPlayerId, move.fromPeriod, move.fromPlayerId);
    }
  }
  views.set(watched, holdings);
  return holdings;
}

/** Item id -> who holds it now. */
export const currentHolders = (draft: DraftDocument) =>
  new Map(
    holdingsOf(draft)
      .filter((held) => held.through === Infinity)
      .map((held) => [held.itemId, held.playerId]),
  );
