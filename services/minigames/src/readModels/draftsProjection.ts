import { evolveRoster, ROSTER_EVENTS } from '@reality-draft/events';
import { defineProjection } from '@reality-draft/kernel';
import { COLLECTIONS, type DraftDocument } from './documents';

/** The mini-games service's copy of each draft: its owner and its players (a deleted draft is dropped). */
export const draftsProjection = () =>
  defineProjection({
    name: 'minigames.drafts',
    // 2: an undone last pick makes a completed draft active again (evolveRoster).
    version: 2,
    collections: [COLLECTIONS.drafts],
    handles: ['DraftCreated', ...ROSTER_EVENTS],
    async apply(event, { upsert }) {
      await upsert<DraftDocument>(COLLECTIONS.drafts, event.data.draftId, (draft) => {
        if (event.type === 'DraftCreated') {
          const { draftId, adminId, showType, joinCode, name } = event.data;
          return { id: draftId, adminId, showType, joinCode, name: name ?? null, status: 'pending', participants: [] };
        }
        return draft && evolveRoster(draft, event);
      });
    },
  });
