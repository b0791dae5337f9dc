// The teams or contestants of a room: what is still available plus, where wanted, what was picked
// (shown SELECTED with the picker), in cast order.
import { castRank, isTeam, type Contestant, type Pick, type ShowType, type Team } from '@reality-draft/events';

export type DraftItem = Team | Contestant;

export interface RoomItem {
  item: DraftItem;
  pick: Pick | null;
}

export function itemName(item: DraftItem): string {
  return isTeam(item) ? item.memberNames : item.name;
}

/** "Team 4" or "Contestant 12": named, so it never reads like a pick number ("#3", "Pick 3"). */
export function itemNumber(item: DraftItem): string {
  return isTeam(item) ? `Team ${item.teamNumber}` : `Contestant ${item.contestantNumber}`;
}

/** A line of facts under the name: the team's description, or age · occupation · tribe. */
export function itemDetail(item: DraftItem): string {
  if (isTeam(item)) return item.description;
  return [item.age ? `Age ${item.age}` : null, item.occupation, item.tribe ? `${item.tribe} tribe` : null].filter(Boolean).join(' · ');
}

/** How a screen reader names the item on its buttons: 'Jane Doe', or 'Team 3: Ann & Bo'. */
export function itemLabel(item: DraftItem): string {
  return isTeam(item) ? `${itemNumber(item)}: ${item.memberNames}` : item.name;
}

export function pickedItemId(pick: Pick): string | null {
  return pick.teamId ?? pick.contestantId ?? pick.survivorContestantId ?? null;
}

export function pickedItem(pick: Pick): DraftItem | null {
  return pick.team ?? pick.contestant ?? null;
}

/** The picked item's name, or the name it had when picked if the cast no longer holds it. */
export function pickName(pick: Pick): string {
  const item = pickedItem(pick);
  return item ? itemName(item) : pick.label;
}

/** The items of a room in cast order; picked ones (with their pick) only when includePicked. */
export function roomItems(available: readonly DraftItem[], picks: readonly Pick[], includePicked: boolean): RoomItem[] {
  const byId = new Map<string, RoomItem>();
  available.forEach((item) => byId.set(item.id, { item, pick: null }));
  picks.forEach((pick) => {
    const id = pickedItemId(pick);
    const item = pickedItem(pick);
    if (!id) return;
    if (!includePicked) byId.delete(id);
    else if (item) byId.set(id, { item, pick });
  });
  return [...byId.values()].sort((a, b) => castRank(a.item) - castRank(b.item) || itemName(a.item).localeCompare(itemName(b.item)));
}

export function isAmazingRace(showType: ShowType): boolean {
  return showType === 'amazing_race';
}

/** 'Available Teams' (Amazing Race) or 'Available Contestants'. */
export function itemsTitle(showType: ShowType): string {
  return isAmazingRace(showType) ? 'Available Teams' : 'Available Contestants';
}

/** How each show says a member is out (docs/drafts.md#elimination: eliminated, evicted or voted out). */
export function outWord(showType: ShowType): string {
  if (showType === 'big_brother') return 'Evicted';
  if (showType === 'survivor') return 'Voted Out';
  return 'Eliminated';
}

/** The pick body the spec sends: teamId for Amazing Race, contestantId otherwise. */
export function pickBody(showType: ShowType, itemId: string): { teamId: string } | { contestantId: string } {
  return isAmazingRace(showType) ? { teamId: itemId } : { contestantId: itemId };
}

/**
 * The grid and the picked list of a room. Picked items stay in the grid (SELECTED, with the picker)
 * unless hidden; hidden ones move to a compact list in pick order, which still says who picked them.
 */
export function splitPicked(items: readonly RoomItem[], hidePicked: boolean): { grid: RoomItem[]; picked: RoomItem[] } {
  if (!hidePicked) return { grid: [...items], picked: [] };
  const picked = items.filter((entry) => entry.pick).sort((a, b) => a.pick!.pickNumber - b.pick!.pickNumber);
  return { grid: items.filter((entry) => !entry.pick), picked };
}
