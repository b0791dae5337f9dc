// Survivor bios (spec 02 §2): castaways grouped by tribe, in the season's tribe order (Lavo, Nami,
// Hina), each group by contestant number; castaways without a known tribe form a last group.
import { SURVIVOR_TRIBES, type Contestant } from '@reality-draft/events';

export interface TribeGroup {
  /** The tribe's name, or null for the castaways without a known tribe. */
  tribe: string | null;
  title: string;
  members: Contestant[];
}

/** The last group's title: 'Other Castaways' after the tribes, 'Castaways' when no tribe is known at all. */
export const noTribeTitle = (afterTribes: boolean) => (afterTribes ? 'Other Castaways' : 'Castaways');

const byNumber = (a: Contestant, b: Contestant) => a.contestantNumber - b.contestantNumber;

/** The known tribe a castaway belongs to (its name matched without regard to case or spaces), else null. */
export function knownTribe(contestant: Pick<Contestant, 'tribe'>): string | null {
  const tribe = contestant.tribe?.trim().toLowerCase();
  return SURVIVOR_TRIBES.find((name) => name.toLowerCase() === tribe) ?? null;
}

/** The non-empty groups: each known tribe, then everyone else. */
export function groupByTribe(contestants: readonly Contestant[]): TribeGroup[] {
  const tribes: TribeGroup[] = SURVIVOR_TRIBES.map((tribe) => ({
    tribe,
    title: `${tribe} Tribe`,
    members: contestants.filter((contestant) => knownTribe(contestant) === tribe).sort(byNumber),
  }));
  const known = tribes.filter((group) => group.members.length > 0);
  const others = contestants.filter((contestant) => knownTribe(contestant) === null).sort(byNumber);
  return others.length ? [...known, { tribe: null, title: noTribeTitle(known.length > 0), members: others }] : known;
}
