// Choosing several winners of one slot: one castaway, or a whole tribe's castaways still in the game.
import type { Subject } from './totalsGrid';

export const TRIBE_CHOICE = 'tribe:';

/** The tribes among the subjects (sorted), with how many of each are still in the game. */
export function tribesOf(subjects: readonly Subject[]): { name: string; stillIn: number }[] {
  const names = [...new Set(subjects.map((subject) => subject.tribe).filter((tribe): tribe is string => Boolean(tribe)))].sort();
  return names.map((name) => ({ name, stillIn: subjects.filter((subject) => subject.tribe === name && subject.isActive).length }));
}

/** The winners after choosing `choice` (a subject id, or TRIBE_CHOICE + a tribe): each once, at most `max`. */
export function addWinners(subjects: readonly Subject[], value: readonly string[], choice: string, max: number): string[] {
  if (!choice) return [...value];
  const ids = choice.startsWith(TRIBE_CHOICE)
    ? subjects.filter((subject) => subject.isActive && subject.tribe === choice.slice(TRIBE_CHOICE.length)).map((subject) => subject.id)
    : [choice];
  const next = [...new Set([...value, ...ids])];
  return Number.isFinite(max) ? next.slice(0, Math.max(max, value.length)) : next;
}
