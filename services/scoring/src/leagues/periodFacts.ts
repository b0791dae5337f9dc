import { PERIODS, type PredictionLock, type ShowType } from '@reality-draft/events';
import type { ScoringWorld } from '../standings/scoringWorld';

/** Whether a week or episode has results in the ledger now. */
export const hasResults = (world: ScoringWorld, showType: ShowType, period: number) => (world.recapPeriods.get(showType)?.periods[period]?.entries ?? 0) > 0;

/** Whether the admin has entered an elimination for a week or episode. */
export const hasElimination = (world: ScoringWorld, showType: ShowType, period: number) =>
  Object.values(world.casts.get(showType)?.members ?? {}).some((member) => !member.isActive && member.eliminatedIn === period);

/** What is known of a period that closes its predictions (the admin's lock time aside). */
export function knownLock(world: ScoringWorld, showType: ShowType, period: number): Exclude<PredictionLock, 'time'> | null {
  if (hasElimination(world, showType, period)) return 'elimination';
  return hasResults(world, showType, period) ? 'results' : null;
}

/** The next week or episode to be decided: one past the latest with an elimination or results (null: the season is over). */
export function currentPeriod(world: ScoringWorld, showType: ShowType): number | null {
  let latest = 0;
  for (const member of Object.values(world.casts.get(showType)?.members ?? {})) {
    if (!member.isActive && member.eliminatedIn) latest = Math.max(latest, member.eliminatedIn);
  }
  for (const [period, saved] of Object.entries(world.recapPeriods.get(showType)?.periods ?? {}))
    if (saved.entries > 0) latest = Math.max(latest, Number(period));
  return latest < PERIODS[showType].max ? latest + 1 : null;
}
