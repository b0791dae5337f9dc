// A period in the points dialog: the form as the period is saved (its entries, who went out in it),
// and what a save sends: the period's entries exactly as the form shows them (PUT .../periods), and
// who to eliminate with the period or restore.
import type { PeriodEntry, ReplacePeriodRequest, ShowType } from '@reality-draft/events';
import { isPlacement, POINT_SLOTS } from './pointSlots';
import { emptyPointsForm, parsePoints, type PointsForm } from './pointsForm';
import type { Subject } from './totalsGrid';

/** The members who went out in this period (the catalogue's eliminatedIn). */
export const outIn = (subjects: readonly Subject[], period: number): string[] =>
  subjects.filter((subject) => !subject.isActive && subject.eliminatedIn === period).map((subject) => subject.id);

/** Who may be chosen as going out in this period: those still in, and those who went out in it. */
export const canGoOutIn = (subjects: readonly Subject[], period: number | null): Subject[] =>
  subjects.filter((subject) => subject.isActive || (period !== null && subject.eliminatedIn === period));

/**
 * The form for a period as saved: each slot's winners and points from the entries (Amazing Race
 * placements highest points first, 1st place first), other slots empty at their default points.
 */
export function formFromEntries(show: ShowType, period: number, entries: readonly PeriodEntry[], subjects: readonly Subject[]): PointsForm {
  const form = emptyPointsForm(show);
  const slots = POINT_SLOTS[show];
  const placements = entries.filter((entry) => entry.pointType === 'placement').sort((a, b) => b.points - a.points);
  const placementSlots = slots.filter(isPlacement);
  for (const slot of slots) {
    const mine = isPlacement(slot)
      ? placements.slice(placementSlots.indexOf(slot), placementSlots.indexOf(slot) + 1)
      : entries.filter((entry) => entry.pointType === slot.pointType);
    if (mine.length === 0) continue;
    form.winners[slot.id] = mine.map((entry) => entry.subjectId);
    form.points[slot.id] = String(mine[0].points);
  }
  return { ...form, period, out: outIn(subjects, period) };
}

/** The save's request: every chosen winner of every slot with the slot's points; replaces the point types the dialog has. */
export function periodRequest(show: ShowType, form: PointsForm): ReplacePeriodRequest {
  const slots = POINT_SLOTS[show];
  const entries = slots.flatMap((slot) => {
    const points = parsePoints(form.points[slot.id]);
    return points === null ? [] : (form.winners[slot.id] ?? []).map((subjectId) => ({ subjectId, pointType: slot.pointType, points }));
  });
  return { entries, pointTypes: [...new Set(slots.map((slot) => slot.pointType))] };
}

/** Who the save eliminates with the period, and who it restores (went out in this period, no longer chosen). */
export interface OutChanges {
  eliminate: Subject[];
  restore: Subject[];
}

export function outChanges(subjects: readonly Subject[], form: PointsForm): OutChanges {
  if (form.period === null) return { eliminate: [], restore: [] };
  const chosen = new Set(form.out);
  const already = new Set(outIn(subjects, form.period));
  return {
    eliminate: subjects.filter((subject) => chosen.has(subject.id) && !already.has(subject.id)),
    restore: subjects.filter((subject) => already.has(subject.id) && !chosen.has(subject.id)),
  };
}
