import { evolveRoster, ROSTER_EVENTS } from '@reality-draft/events';
import { defineProjection } from '@reality-draft/kernel';
import { COLLECTIONS, type DraftDocument } from './documents';

/** Scoring's copy of each draft: who plays in it and who picked what (a deleted draft scores nothing). */
export const draftsProjection = (changed: () => void) =>
  defineProjection({
    name: 'scoring.drafts',
    version: 2,
    collections: [COLLECTIONS.drafts],
    handles: ['DraftCreated', 'PickMade', ...ROSTER_EVENTS, 'ReplacementSettled'],
    async apply(event, { upsert }) {
      const { draftId } = event.data;
      await upsert<DraftDocument>(COLLECTIONS.drafts, draftId, (draft) => {
        if (event.type === 'DraftCreated') {
          const { showType, joinCode, name, adminId } = event.data;
          return { id: draftId, adminId, showType, joinCode, name: name ?? null, status: 'pending', participants: [], picks: [] };
        }
        if (!draft) return null;
        switch (event.type) {
          case 'ReplacementSettled': {
            const { won, playerId, dropItemId, addItemId, fromPeriod, pointCost, claimId } = event.data;
            return won ? { ...draft, moves: [...(draft.moves ?? []), { playerId, dropItemId, addItemId, fromPeriod, pointCost, ref: claimId }] } : draft;
          }
          case 'PickMade': {
            const { pickNumber, round, playerId, itemId, label } = event.data;
            return { ...draft, picks: [...draft.picks, { pickNumber, round, playerId, itemId, label }] };
          }
          case 'PickUndone':
            return evolveRoster({ ...draft, picks: draft.picks.filter((pick) => pick.pickNumber !== event.data.pickNumber) }, event);
          case 'DraftReset':
            return evolveRoster({ ...draft, picks: [] }, event);
          default:
            return evolveRoster(draft, event);
        }
      });
      changed();
    },
  });
