// Who holds what now (docs/league.md#rosters): the picks stay as drafted, and every roster move since the
// draft, oldest first, is applied to the pick's place: a won replacement puts the added item in the dropped
// one's place (same holder), a completed trade hands `give` from its proposer to the other player and
// `get` the other way (same places, new holders), all in one step. A move naming an item its player does
// not hold then changes nothing (a trade: none of its items), as the server would not have made it.
import type { Pick, RosterItem, RosterMove } from '@reality-draft/events';
import { pickedItemId, pickName } from './roomItems';

/** A won replacement on a pick's place: `addLabel` came in for `dropLabel` from `fromPeriod` on. */
export interface PlaceReplacement {
  kind: 'replacement';
  dropLabel: string;
  addLabel: string;
  fromPeriod: number;
}

/** A completed trade on a pick's place: the item in it (`label`) went from one player to the other from `fromPeriod` on. */
export interface PlaceTrade {
  kind: 'trade';
  label: string;
  fromPlayerId: string;
  toPlayerId: string;
  fromPeriod: number;
}

export type PlaceMove = PlaceReplacement | PlaceTrade;

/** A drafted pick's place as it stands now. */
export interface PickPlace {
  pick: Pick;
  /** The item in the place now, and its name. */
  itemId: string;
  label: string;
  /** Who holds it now (the drafter, unless traded). */
  holderId: string;
  /** What happened to the place since the draft, oldest first. */
  moves: PlaceMove[];
}

/** Every pick's place as it stands after `moves`, in pick order. */
export function pickPlaces(picks: readonly Pick[], moves: readonly RosterMove[]): PickPlace[] {
  const places: PickPlace[] = [];
  // Where each item sits now: item id -> its place (an item is on one roster of a league at most).
  const byItem = new Map<string, PickPlace>();
  for (const pick of [...picks].sort((a, b) => a.pickNumber - b.pickNumber)) {
    const itemId = pickedItemId(pick);
    if (!itemId) continue;
    const place: PickPlace = { pick, itemId, label: pickName(pick), holderId: pick.playerId, moves: [] };
    places.push(place);
    byItem.set(itemId, place);
  }
  /** The place holding `itemId` when `playerId` holds it, else undefined. */
  const heldBy = (playerId: string, itemId: string) => {
    const place = byItem.get(itemId);
    return place && place.holderId === playerId ? place : undefined;
  };
  for (const move of moves) {
    if (move.kind === 'replacement') {
      const place = heldBy(move.playerId, move.dropItemId);
      if (!place) continue;
      byItem.delete(move.dropItemId);
      place.itemId = move.addItemId;
      place.label = move.addLabel;
      place.moves.push({ kind: 'replacement', dropLabel: move.dropLabel, addLabel: move.addLabel, fromPeriod: move.fromPeriod });
      byItem.set(move.addItemId, place);
      continue;
    }
    // Found before any item moves, so the two sides never see each other's new holders.
    const handed = [
      ...move.give.map((item) => ({ place: heldBy(move.fromPlayerId, item.itemId), from: move.fromPlayerId, to: move.toPlayerId })),
      ...move.get.map((item) => ({ place: heldBy(move.toPlayerId, item.itemId), from: move.toPlayerId, to: move.fromPlayerId })),
    ];
    if (handed.some(({ place }) => !place)) continue;
    for (const { place, from, to } of handed) {
      if (!place) continue;
      place.holderId = to;
      place.moves.push({ kind: 'trade', label: place.label, fromPlayerId: from, toPlayerId: to, fromPeriod: move.fromPeriod });
    }
  }
  return places;
}

/** Each player's roster now, by player id, in the order of the picks whose places they hold. */
export function currentRosters(picks: readonly Pick[], moves: readonly RosterMove[]): Map<string, RosterItem[]> {
  const rosters = new Map<string, RosterItem[]>();
  for (const place of pickPlaces(picks, moves)) {
    rosters.set(place.holderId, [...(rosters.get(place.holderId) ?? []), { itemId: place.itemId, label: place.label }]);
  }
  return rosters;
}
