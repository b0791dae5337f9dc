import type { MiniGameAttemptsReset, MiniGameDeleted, MiniGameFinished, PointsLogRow } from '@reality-draft/events';
import { defineProjection, type ProjectionContext } from '@reality-draft/kernel';
import { COLLECTIONS, type LogDocument } from './documents';
import { awardEntries } from './miniGameAwards';

/** The parts of a row every action shares. */
type RowKey = Omit<LogDocument, 'subjectLabel' | 'byName' | 'action' | 'before' | 'after' | 'by' | 'at'>;

/** One row per award a finish made. */
async function logAwards(position: number, data: MiniGameFinished['data'], { upsert }: ProjectionContext): Promise<void> {
  for (const { entryId, key, points } of awardEntries(data)) {
    const { subjectKind, subjectId, showType, period, pointType, sourceRef } = key;
    const row: RowKey = { id: `${position}-${entryId}`, position, entryId, subjectKind, subjectId, showType, period, pointType, reason: null, sourceRef };
    await upsert(COLLECTIONS.log, row.id, () => ({ ...row, action: 'entered', before: null, after: points, by: data.finishedBy, at: data.finishedAt }));
  }
}

/** A reset or deleted game: a 'removed' row for each of its awards still standing. */
async function logAwardsRemoved(position: number, data: MiniGameAttemptsReset['data'] | MiniGameDeleted['data'], context: ProjectionContext): Promise<void> {
  const rows = await context.docs.collection<LogDocument>(COLLECTIONS.log).find({ sourceRef: data.miniGameId }, { sort: { position: 1 } });
  const latest = new Map(rows.filter((row) => row.position < position).map((row) => [row.entryId, row]));
  const [by, at] = 'resetBy' in data ? [data.resetBy, data.resetAt] : [data.deletedBy, data.deletedAt];
  for (const last of latest.values()) {
    if (last.action === 'removed') continue;
    const { entryId, subjectKind, subjectId, showType, period, pointType, sourceRef } = last;
    const row: RowKey = { id: `${position}-${entryId}`, position, entryId, subjectKind, subjectId, showType, period, pointType, reason: null, sourceRef };
    await context.upsert(COLLECTIONS.log, row.id, () => ({ ...row, action: 'removed', before: last.after, after: null, by, at }));
  }
}

/** The audit log: one row per ledger event (per award for a mini-game finish), who and when, before -> after. */
export const logProjection = () =>
  defineProjection({
    name: 'scoring.log',
    collections: [COLLECTIONS.log],
    indexes: { [COLLECTIONS.log]: ['sourceRef'] },
    handles: ['PointsEntered', 'PointsCorrected', 'PointsRemoved', 'MiniGameFinished', 'MiniGameAttemptsReset', 'MiniGameDeleted'],
    async apply(event, context) {
      switch (event.type) {
        case 'MiniGameFinished':
          return logAwards(event.position, event.data, context);
        case 'MiniGameAttemptsReset':
        case 'MiniGameDeleted':
          return logAwardsRemoved(event.position, event.data, context);
      }
      const { entryId, subjectKind, subjectId, showType, period, pointType, reason } = event.data;
      const common = {
        id: String(event.position),
        position: event.position,
        entryId,
        subjectKind,
        subjectId,
        showType,
        period,
        pointType,
        reason: reason ?? null,
      };
      let row: Omit<PointsLogRow, 'subjectLabel' | 'byName'> & { position: number };
      switch (event.type) {
        case 'PointsEntered':
          row = { ...common, action: 'entered', before: null, after: event.data.points, by: event.data.enteredBy, at: event.data.enteredAt };
          break;
        case 'PointsCorrected':
          row = {
            ...common,
            action: 'corrected',
            before: event.data.previous,
            after: event.data.points,
            by: event.data.correctedBy,
            at: event.data.correctedAt,
          };
          break;
        case 'PointsRemoved':
          row = { ...common, action: 'removed', before: event.data.previous, after: null, by: event.data.removedBy, at: event.data.removedAt };
      }
      await context.upsert(COLLECTIONS.log, row.id, () => row);
    },
  });
