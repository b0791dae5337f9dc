import { defineProjection, type ProjectionContext } from '@reality-draft/kernel';
import { COLLECTIONS, type EntryDocument } from './documents';
import { awardEntries } from './miniGameAwards';

/** A reset or deleted mini-game takes its awards off the ledger. */
async function removeGameAwards(miniGameId: string, { docs, upsert }: ProjectionContext): Promise<void> {
  const awarded = await docs.collection<EntryDocument>(COLLECTIONS.points).find({ source: 'minigame', sourceRef: miniGameId });
  for (const entry of awarded) await upsert<EntryDocument>(COLLECTIONS.points, entry.id, () => null);
}

/** Each ledger entry at its current value: the ledger folded (mini-game awards from the finish that made them), so a replay rebuilds it exactly. */
export const pointsProjection = (changed: () => void) =>
  defineProjection({
    name: 'scoring.points',
    collections: [COLLECTIONS.points],
    indexes: { [COLLECTIONS.points]: ['sourceRef'] },
    handles: ['PointsEntered', 'PointsCorrected', 'PointsRemoved', 'MiniGameFinished', 'MiniGameAttemptsReset', 'MiniGameDeleted'],
    async apply(event, context) {
      const { upsert } = context;
      switch (event.type) {
        case 'MiniGameFinished':
          for (const { entryId, key, points } of awardEntries(event.data)) {
            await upsert<EntryDocument>(COLLECTIONS.points, entryId, () => ({ ...key, id: entryId, points, source: 'minigame' }));
          }
          break;
        case 'MiniGameAttemptsReset':
        case 'MiniGameDeleted':
          await removeGameAwards(event.data.miniGameId, context);
          break;
        default: {
          const { entryId, subjectId, subjectKind, showType, period, pointType, source, sourceRef, draftId } = event.data;
          await upsert<EntryDocument>(COLLECTIONS.points, entryId, () =>
            event.type === 'PointsRemoved'
              ? null
              : {
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
                },
          );
        }
      }
      changed();
    },
  });
