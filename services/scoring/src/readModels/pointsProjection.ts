import type { PointEvent, ShowType } from '@reality-draft/events';
import { defineProjection, type ProjectionContext } from '@reality-draft/kernel';
import { COLLECTIONS, type EntryDocument } from './documents';
import { awardEntries } from './miniGameAwards';

/** A reset or deleted mini-game takes its awards off the ledger. */
async function removeGameAwards(miniGameId: string, { docs, upsert }: ProjectionContext): Promise<void> {
  const awarded = await docs.collection<EntryDocument>(COLLECTIONS.points).find({ source: 'minigame', sourceRef: miniGameId });
  for (const entry of awarded) await upsert<EntryDocument>(COLLECTIONS.points, entry.id, () => null);
}

/** The last week or episode of a show with a result entry (0: none): where a mini-game award made now sits on the timeline. */
async function lastScoredPeriod(showType: ShowType, { docs }: ProjectionContext): Promise<number> {
  const [last] = await docs.collection<EntryDocument>(COLLECTIONS.points).find({ showType, source: 'results' }, { sort: { period: -1 }, limit: 1 });
  return last?.period ?? 0;
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
    // 2: mini-game awards know the week or episode they were awarded in (awardedIn).
    version: 2,
    collections: [COLLECTIONS.points],
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
        default:
          await upsert<EntryDocument>(COLLECTIONS.points, event.data.entryId, () => entryDocumentAfter(event));
      }
      changed();
    },
  });
