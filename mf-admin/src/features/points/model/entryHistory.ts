// A Point Totals cell's story: the entries behind it (one per point type) and what happened to each,
// oldest first, from the admin audit log (which answers newest first).
import { POINT_TYPE_LABELS } from '@reality-draft/events';
import type { PointsLogRow } from './types';

export interface EntryHistory {
  entryId: string;
  pointType: PointsLogRow['pointType'];
  label: string;
  /** The entry's points now; null once removed. */
  current: number | null;
  /** What happened to it, oldest first. */
  events: PointsLogRow[];
}

const typeLabel = (pointType: PointsLogRow['pointType']) => (pointType === 'minigame' ? 'Mini-game' : POINT_TYPE_LABELS[pointType]);

/** Log rows by position: ids are the log's positions (numbers as text). */
const byPosition = (a: PointsLogRow, b: PointsLogRow) => Number(a.id) - Number(b.id) || a.at.localeCompare(b.at);

export function entryHistories(rows: readonly PointsLogRow[]): EntryHistory[] {
  const byEntry = new Map<string, PointsLogRow[]>();
  [...rows].sort(byPosition).forEach((row) => byEntry.set(row.entryId, [...(byEntry.get(row.entryId) ?? []), row]));
  return [...byEntry.entries()].map(([entryId, events]) => {
    const last = events[events.length - 1];
    return { entryId, pointType: last.pointType, label: typeLabel(last.pointType), current: last.action === 'removed' ? null : last.after, events };
  });
}

const pts = (value: number | null) => `${value ?? 0} ${Math.abs(value ?? 0) === 1 ? 'point' : 'points'}`;

/** One line of history: "Entered 3 points", "Corrected 3 → 5 points", "Removed (was 2 points)". */
export function describeLogRow(row: Pick<PointsLogRow, 'action' | 'before' | 'after'>): string {
  switch (row.action) {
    case 'entered':
      return `Entered ${pts(row.after)}`;
    case 'corrected':
      return `Corrected ${row.before ?? 0} → ${pts(row.after)}`;
    case 'removed':
      return `Removed (was ${pts(row.before)})`;
  }
}

/** Who made a change: their name, else their id. */
export const changedBy = (row: Pick<PointsLogRow, 'by' | 'byName'>) => row.byName ?? row.by;
