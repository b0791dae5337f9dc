import { defineProjection } from '@reality-draft/kernel';

/** A participant's private pick queue: the items auto-pick tries first, best first. */
export type QueueDocument = {
  id: string;
  draftId: string;
  playerId: string;
  itemIds: string[];
};

export const QUEUES = 'drafts_queues';
export const QUEUES_PROJECTION = 'drafts.queues';
export const queueDocumentId = (draftId: string, playerId: string) => `${draftId}:${playerId}`;

export const queueProjection = () =>
  defineProjection({
    name: QUEUES_PROJECTION,
    collections: [QUEUES],
    handles: ['PickQueueSet'],
    async apply(event, { upsert }) {
      const { draftId, playerId, itemIds } = event.data;
      const id = queueDocumentId(draftId, playerId);
      await upsert<QueueDocument>(QUEUES, id, () => ({ id, draftId, playerId, itemIds }));
    },
  });
