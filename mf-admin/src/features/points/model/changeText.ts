// What a period's save changes, in people's words: "Veto: Iris -2, Georgia +2", "Harlan evicted".
import { POINT_TYPE_LABELS, type PeriodChange, type PointType, type ShowType } from '@reality-draft/events';
import { signed } from './logText';
import { outWord } from './pointSlots';
import type { OutChanges } from './periodForm';
import type { Subject } from './totalsGrid';

/**
 * How a change names a member: a contestant by first name when no one else in the cast shares it
 * ("Iris"), else in full; a team by its members ("Ava & Ben").
 */
export function shortName(subjectId: string, label: string, subjects: readonly Subject[], show: ShowType): string {
  if (show === 'amazing_race') return label;
  const first = label.split(' ')[0];
  const sharing = subjects.filter((subject) => subject.id !== subjectId && subject.label.split(' ')[0] === first);
  return first && sharing.length === 0 ? first : label;
}

/** What a change does to the member's points: -2, +2, +1. */
const delta = (change: PeriodChange) => (change.after ?? 0) - (change.before ?? 0);

/** One line per point type that changes, who loses first ("Veto: Iris -2, Georgia +2"), then who goes out or comes back. */
export function changeLines(show: ShowType, changes: readonly PeriodChange[], out: OutChanges, subjects: readonly Subject[]): string[] {
  const name = (id: string, label: string | null) => shortName(id, label ?? subjects.find((subject) => subject.id === id)?.label ?? id, subjects, show);
  const byType = new Map<PointType, PeriodChange[]>();
  for (const change of changes) byType.set(change.pointType, [...(byType.get(change.pointType) ?? []), change]);
  const points = [...byType].map(
    ([pointType, list]) =>
      `${POINT_TYPE_LABELS[pointType]}: ${[...list]
        .sort((a, b) => delta(a) - delta(b))
        .map((change) => `${name(change.subjectId, change.subjectLabel)} ${signed(delta(change))}`)
        .join(', ')}`,
  );
  return [
    ...points,
    ...out.eliminate.map((subject) => `${name(subject.id, subject.label)} ${outWord(show)}`),
    ...out.restore.map((subject) => `${name(subject.id, subject.label)} back in the game`),
  ];
}
