import { defineProjection } from '@reality-draft/kernel';
import { COLLECTIONS, type DraftDocument } from './documents';

/** The mini-games service's copy of each draft: its owner and its players (a deleted draft is dropped). */
export const draftsProjection = () =>
  defineProjection({
    name: 'minigames.drafts',
    collections: [COLLECTIONS.drafts],
    handles: ['DraftCreated', 'PlayerJoinedDraft', 'DraftStarted', 'DraftReset', 'DraftCompleted', 'DraftDeleted'],
    async apply(event, { upsert }) {
      await upsert<DraftDocument>(COLLECTIONS.drafts, event.data.draftId, (draft) => {
        if (event.type === 'DraftCreated') {
          const { draftId, adminId, showType, joinCode, name } = event.data;
          return { id: draftId, adminId, showType, joinCode, name: name ?? null, status: 'pending', participants: [] };
        }
        if (!draft) return null;
        switch (event.type) {
          case 'PlayerJoinedDraft':
            return { ...draft, participants: [...draft.participants, event.data.playerId] };
          case 'DraftStarted':
            return { ...draft, status: 'active', participants: event.data.order };
          case 'DraftReset':
            return { ...draft, status: 'active' };
          case 'DraftCompleted':
            return { ...draft, status: 'completed' };
          case 'DraftDeleted':
            return null;
        }
      });
    },
  });
