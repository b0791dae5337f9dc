import { defineProjection } from '@reality-draft/kernel';
import { COLLECTIONS, type DraftDocument } from './documents';

/** Scoring's copy of each draft: who plays in it and who picked what (a deleted draft scores nothing). */
export const draftsProjection = (changed: () => void) =>
  defineProjection({
    name: 'scoring.drafts',
    collections: [COLLECTIONS.drafts],
    handles: ['DraftCreated', 'PlayerJoinedDraft', 'DraftStarted', 'PickMade', 'PickUndone', 'DraftReset', 'DraftCompleted', 'DraftDeleted'],
    async apply(event, { upsert }) {
      const { draftId } = event.data;
      await upsert<DraftDocument>(COLLECTIONS.drafts, draftId, (draft) => {
        if (event.type === 'DraftCreated') {
          const { showType, joinCode, name } = event.data;
          return { id: draftId, showType, joinCode, name: name ?? null, status: 'pending', participants: [], picks: [] };
        }
        if (!draft) return null;
        switch (event.type) {
          case 'PlayerJoinedDraft':
            return { ...draft, participants: [...draft.participants, event.data.playerId] };
          case 'DraftStarted':
            return { ...draft, status: 'active', participants: event.data.order };
          case 'PickMade': {
            const { pickNumber, round, playerId, itemId, label } = event.data;
            return { ...draft, picks: [...draft.picks, { pickNumber, round, playerId, itemId, label }] };
          }
          case 'PickUndone':
            return { ...draft, status: 'active', picks: draft.picks.filter((pick) => pick.pickNumber !== event.data.pickNumber) };
          case 'DraftReset':
            return { ...draft, status: 'active', picks: [] };
          case 'DraftCompleted':
            return { ...draft, status: 'completed' };
          case 'DraftDeleted':
            return null;
        }
      });
      changed();
    },
  });
