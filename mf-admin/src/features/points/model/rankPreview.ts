// A correction's effect on the standings, before it is saved (POST /api/admin/points/preview): what
// the points screens send (one points route's body per entry) and how each moved player reads:
// "Ann Lee: 3rd → 1st in Big Brother #K7Q2XM, 41 → 47".
import { ordinal, type PointType, type PointsPreviewEntry, type RankChange, type ShowType } from '@reality-draft/events';
import type { PeriodChange } from './types';

/** What an entry scores: a team's week or a contestant's episode, in one point type. */
export interface EntrySlot {
  subjectId: string;
  period: number;
  pointType: PointType;
}

/** The entry as the show's points route takes it (a team's week; a Big Brother or Survivor contestant's episode). */
export function previewEntry(show: ShowType, { subjectId, period, pointType }: EntrySlot, points: number): PointsPreviewEntry {
  if (show === 'amazing_race') return { route: 'team', teamId: subjectId, week: period, points, pointType: pointType as 'placement' | 'express_pass' };
  const body = { contestantId: subjectId, episode: period, points, pointType: pointType as Exclude<PointType, 'placement' | 'express_pass'> };
  return show === 'big_brother' ? { route: 'contestant', ...body } : { route: 'survivorContestant', ...body };
}

/**
 * A period save's changes (the period preview's decision) as entries: each entered or corrected at
 * its new value, each removed at 0 (the same for totals and ranks).
 */
export const periodPreviewEntries = (show: ShowType, period: number, changes: readonly PeriodChange[]): PointsPreviewEntry[] =>
  changes.map((change) => previewEntry(show, { subjectId: change.subjectId, period, pointType: change.pointType }, change.after ?? 0));

/** "Ann Lee: 3rd → 1st in Big Brother #K7Q2XM, 41 → 47"; "still 2nd" or "still 4" for what does not move. */
export function rankLine(change: RankChange): string {
  const rank = change.rankBefore === change.rankAfter ? `still ${ordinal(change.rankAfter)}` : `${ordinal(change.rankBefore)} → ${ordinal(change.rankAfter)}`;
  const total = change.totalBefore === change.totalAfter ? `still ${change.totalAfter}` : `${change.totalBefore} → ${change.totalAfter}`;
  return `${change.playerName}: ${rank} in ${change.draftName}, ${total}`;
}
