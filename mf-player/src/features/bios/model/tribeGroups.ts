// Survivor bios (docs/player-area.md#bios): castaways grouped by whatever tribes the loaded cast has (season 49's
// are Lavo, Nami and Hina; another season's come from its file), the tribes in the order the cast
// lists them (by their first castaway's number), each group by contestant number; castaways without
// a tribe form a last group.
import type { Contestant } from '@reality-draft/events';

export interface TribeGroup {
  /** The tribe's name as the cast first spells it, or null for the castaways without a tribe. */
  tribe: string | null;
  /** A stable key for the tribe (its name without case or extra spaces), usable in an id. */
  key: string;
  title: string;
  members: Contestant[];
}

/** The last group's title: 'Other Castaways' after the tribes, 'Castaways' when no tribe is known at all. */
export const noTribeTitle = (afterTribes: boolean) => (afterTribes ? 'Other Castaways' : 'Castaways');

const byNumber = (a: Contestant, b: Contestant) => a.contestantNumber - b.contestantNumber;

const spaced = (name: string) => name.trim().replace(/\s+/g, ' ');

/** The tribe a castaway belongs to, as one key whatever its case or spaces; null without one. */
export function tribeKey(contestant: Pick<Contestant, 'tribe'>): string | null {
  const name = contestant.tribe && spaced(contestant.tribe);
  return name ? name.toLowerCase() : null;
}

/** The tribes of a cast, each named as its first castaway (by number) spells it, in that order. */
export function tribesOf(contestants: readonly Contestant[]): { key: string; name: string }[] {
  const tribes = new Map<string, string>();
  for (const contestant of [...contestants].sort(byNumber)) {
    const key = tribeKey(contestant);
    if (key && !tribes.has(key)) tribes.set(key, spaced(contestant.tribe!));
  }
  return [...tribes].map(([key, name]) => ({ key, name }));
}

/** The non-empty groups: each of the cast's tribes, then everyone without one. */
export function groupByTribe(contestants: readonly Contestant[]): TribeGroup[] {
  const sorted = [...contestants].sort(byNumber);
  const tribes: TribeGroup[] = tribesOf(sorted).map(({ key, name }) => ({
    tribe: name,
    key,
    title: `${name} Tribe`,
    members: sorted.filter((contestant) => tribeKey(contestant) === key),
  }));
  const others = sorted.filter((contestant) => tribeKey(contestant) === null);
  return others.length ? [...tribes, { tribe: null, key: 'other', title: noTribeTitle(tribes.length > 0), members: others }] : tribes;
}

/** "Lavo, Nami and Hina" */
export function tribeNamesText(contestants: readonly Contestant[]): string {
  const names = tribesOf(contestants).map((tribe) => tribe.name);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');
}
