import { periodResultsStream, type PeriodResultsSaved, type PointEvent, type ShowType } from '@reality-draft/events';
import type { ScoringDeps } from '../scoringDeps';

/**
 * Records that results of a week or episode were saved (docs/league.md#recaps), once per period the
 * appended ledger events touch: each league's recap of it, and its push, follow from this event. A
 * mini-game award is no result. Returns the last log position written (0: none).
 */
export async function recordPeriodSaved(deps: Pick<ScoringDeps, 'events' | 'now'>, appended: readonly PointEvent[], by: string): Promise<number> {
  const periods = new Map<string, { showType: ShowType; period: number; correction: boolean }>();
  for (const event of appended) {
    const { source, showType, period, subjectKind } = event.data;
    if (source !== 'results' || subjectKind === 'player') continue;
    const key = `${showType}:${period}`;
    const known = periods.get(key);
    periods.set(key, { showType, period, correction: (known?.correction ?? false) || event.type !== 'PointsEntered' });
  }
  let position = 0;
  const at = deps.now().toISOString();
  for (const { showType, period, correction } of periods.values()) {
    const saved: PeriodResultsSaved = { type: 'PeriodResultsSaved', data: { showType, period, correction, by, at } };
    const result = await deps.events.append(periodResultsStream(showType, period), [saved], 'any');
    position = Math.max(position, result.position);
  }
  return position;
}
