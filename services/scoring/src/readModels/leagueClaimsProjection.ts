import { defineProjection } from '@reality-draft/kernel';
import { COLLECTIONS, type LeagueClaimsDocument } from './documents';

export const LEAGUE_CLAIMS_PROJECTION = 'scoring.leagueClaims';

/** Each league's open replacement claims and when they settle: what the settling clock looks at. */
export const leagueClaimsProjection = () =>
  defineProjection({
    name: LEAGUE_CLAIMS_PROJECTION,
    collections: [COLLECTIONS.leagueClaims],
    handles: ['ReplacementClaimed', 'ReplacementSettled', 'DraftDeleted'],
    async apply(event, { upsert }) {
      const { draftId } = event.data;
      await upsert<LeagueClaimsDocument>(COLLECTIONS.leagueClaims, draftId, (current) => {
        if (event.type === 'DraftDeleted') return null;
        const pending = { ...current?.pending };
        if (event.type === 'ReplacementClaimed') pending[event.data.claimId] = event.data.settlesAt;
        else delete pending[event.data.claimId];
        return Object.keys(pending).length ? { id: draftId, pending } : null;
      });
    },
  });
