import type { PointEvent, ShowType } from '@reality-draft/events';
import { defineProjection, type ProjectionContext } from '@reality-draft/kernel';
import { COLLECTIONS, type EntryDocument, type ScoredPeriodsDocument } from './documents';
import { awardEntries } from './miniGameAwards';

/** A reset or deleted mini-game takes its awards off the ledger. */
async function removeGameAwards(miniGameId: string, { docs, upsert }: ProjectionContext): Promise<void> {
  const awarded = await docs.collection<EntryDocument>(COLLECTIONS.points).find({ source: 'minigame', sourceRef: miniGameId });
  for (const entry of awarded) await upsert<EntryDocument>(COLLECTIONS.points, entry.id, () => null);
}

/**
 * The last week or episode of a show with a result entry (0: none): where a mini-game award made now sits on the timeline.
 * Read from the show's count of result entries per period, one document by id: a query of the ledger per finish would
 * grow with the season (a replay of a long one went quadratic).
 */
async function lastScoredPeriod(showType: ShowType, { docs }: ProjectionContext): Promise<number> {
  const scored = await docs.collection<ScoredPeriodsDocument>(COLLECTIONS.scoredPeriods).findOne({ id: showType });
  return Math.max(0, ...Object.keys(scored?.entries ?? {}).map(Number));
}

/**
 * Counts an entry in or out of its show's result entries per period as a ledger event adds or removes it (an
 * entry's id is its key's, show and period included, so a correction moves no count).
 */
async function countResultEntries(before: EntryDocument | null, after: EntryDocument | null, { upsert }: ProjectionContext): Promise<void> {
  const entry = after ?? before;
  const delta = Number(Boolean(after)) - Number(Boolean(before));
  if (entry?.source !== 'results' || delta === 0) return;
  await upsert<ScoredPeriodsDocument>(COLLECTIONS.scoredPeriods, entry.showType, (current) => {
    const entries = { ...current?.entries };
    const count = (entries[entry.period] ?? 0) + delta;
    if (count > 0) entries[entry.period] = count;
    else delete entries[entry.period];
    return { id: entry.showType, entries };
  });
}

/** An entry's document once one of its ledger events is applied (null: removed); a points preview folds would-be events with it too. */
export function entryDocumentAfter(event: PointEvent): EntryDocument | null {
  if (event.type === 'PointsRemoved') return null;
  const { entryId, subjectId, subjectKind, showType, period, pointType, source, sourceRef, draftId } = event.data;
  return {
    id: entryId,
    subjectId,
    subjectKind,
    showType,
    period,
    pointType,
    points: event.data.points,
    source,
    ...(sourceRef && { sourceRef }),
    ...(draftId && { draftId }),
  };
}

/**
 * Each ledger entry at its current value: the ledger folded (mini-game awards from the finish that made them, each in the
 * week or episode its show had reached then), so a replay rebuilds it exactly.
 */
export const pointsProjection = (changed: () => void) =>
  defineProjection({
    name: 'scoring.points',
    // 2: mini-game awards know the week or episode they were awarded in (awardedIn). 3: per-show counts of result entries.
    version: 3,
    collections: [COLLECTIONS.points, COLLECTIONS.scoredPeriods],
    indexes: { [COLLECTIONS.points]: ['sourceRef', 'showType'] },
    handles: ['PointsEntered', 'PointsCorrected', 'PointsRemoved', 'MiniGameFinished', 'MiniGameAttemptsReset', 'MiniGameDeleted'],
    async apply(event, context) {
      const { upsert } = context;
      switch (event.type) {
        case 'MiniGameFinished': {
          const awardedIn = await lastScoredPeriod(event.data.showType, context);
          for (const { entryId, key, points } of awardEntries(event.data)) {
            await upsert<EntryDocument>(COLLECTIONS.points, entryId, () => ({ ...key, id: entryId, points, source: 'minigame', awardedIn }));
          }
          break;
        }
        case 'MiniGameAttemptsReset':
        case 'MiniGameDeleted':
          await removeGameAwards(event.data.miniGameId, context);
          break;
        default: {
          // Counted first: after a crash between the two writes, the count is not moved twice (upsert skips it).
          const before = await context.docs.collection<EntryDocument>(COLLECTIONS.points).findOne({ id: event.data.entryId });
          const after = entryDocumentAfter(event);
          await countResultEntries(before, after, context);
          await upsert<EntryDocument>(COLLECTIONS.points, event.data.entryId, () => after);
        }
      }
      changed();
    },
  });
