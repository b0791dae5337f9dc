import { evolveRoster, ROSTER_EVENTS } from '@reality-draft/events';
import { defineProjection } from '@reality-draft/kernel';
import { COLLECTIONS, type DraftDocument } from './documents';

/** Scoring's copy of each draft: who plays in it and who picked what (a deleted draft scores nothing). */
export const draftsProjection = (changed: () => void) =>
  defineProjection({
    name: 'scoring.drafts',
    // 4: roster moves (replacements, trades) with their kind; the season before and when the draft finished.
    version: 4,
    collections: [COLLECTIONS.drafts],
    handles: ['DraftCreated', 'PickMade', ...ROSTER_EVENTS, 'ReplacementSettled', 'TradeCompleted'],
    async apply(event, { upsert }) {
      const { draftId } = event.data;
      await upsert<DraftDocument>(COLLECTIONS.drafts, draftId, (draft) => {
        if (event.type === 'DraftCreated') {
          const { showType, joinCode, name, adminId, previousDraftId } = event.data;
          return {
            id: draftId,
            adminId,
            showType,
            joinCode,
            name: name ?? null,
            status: 'pending',
            participants: [],
            picks: [],
            previousDraftId: previousDraftId ?? null,
          };
        }
        if (!draft) return null;
        switch (event.type) {
          case 'ReplacementSettled': {
            const { won, playerId, dropItemId, addItemId, fromPeriod, pointCost, claimId: ref } = event.data;
            const move = { kind: 'replacement', playerId, dropItemId, addItemId, fromPeriod, pointCost, ref } as const;
            return won ? { ...draft, moves: [...(draft.moves ?? []), move] } : draft;
          }
          case 'TradeCompleted': {
            const { fromPlayerId, toPlayerId, give, get, fromPeriod, tradeId: ref } = event.data;
            const ids = (items: { itemId: string }[]) => items.map((item) => item.itemId);
            return { ...draft, moves: [...(draft.moves ?? []), { kind: 'trade', fromPlayerId, toPlayerId, give: ids(give), get: ids(get), fromPeriod, ref }] };
          }
          case 'PickMade': {
            const { pickNumber, round, playerId, itemId, label } = event.data;
            return { ...draft, picks: [...draft.picks, { pickNumber, round, playerId, itemId, label }] };
          }
          case 'DraftCompleted':
            return evolveRoster({ ...draft, completedAt: event.data.completedAt }, event);
          case 'PickUndone':
            return evolveRoster({ ...draft, completedAt: null, picks: draft.picks.filter((pick) => pick.pickNumber !== event.data.pickNumber) }, event);
          case 'DraftReset':
            return evolveRoster({ ...draft, completedAt: null, picks: [] }, event);
          default:
            return evolveRoster(draft, event);
        }
      });
      changed();
    },
  });
