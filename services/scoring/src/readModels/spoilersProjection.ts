import { defineProjection } from '@reality-draft/kernel';
import { COLLECTIONS, type SpoilerDocument } from './documents';

/** Each player's spoiler guard: "watched through" per show. */
export const spoilersProjection = () =>
  defineProjection({
    name: 'scoring.spoilers',
    collections: [COLLECTIONS.spoilers],
    handles: ['SpoilerGuardSet', 'PlayerDeleted'],
    async apply(event, { upsert, docs }) {
      // A deleted player's settings go with them.
      if (event.type === 'PlayerDeleted') {
        await upsert<SpoilerDocument>(COLLECTIONS.spoilers, event.data.playerId, () => null);
        return docs.compact?.(COLLECTIONS.spoilers);
      }
      const { playerId, showType, watchedThrough } = event.data;
      await upsert<SpoilerDocument>(COLLECTIONS.spoilers, playerId, (current) => ({
        id: playerId,
        watched: { ...current?.watched, [showType]: watchedThrough },
      }));
    },
  });
