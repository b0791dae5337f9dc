import { defineProjection } from '@reality-draft/kernel';
import { COLLECTIONS, type LeagueClaimsDocument } from './documents';

export const LEAGUE_CLAIMS_PROJECTION = 'scoring.leagueClaims';

/** Each league's open replacement claims and trades under review, and when each is due: what the settling clock looks at. */
export const leagueClaimsProjection = () =>
  defineProjection({
    name: LEAGUE_CLAIMS_PROJECTION,
    collections: [COLLECTIONS.leagueClaims],
    handles: ['ReplacementClaimed', 'ReplacementSettled', 'TradeAccepted', 'TradeCompleted', 'TradeFailed', 'TradeVetoed', 'DraftDeleted'],
    async apply(event, { upsert }) {
      const { draftId } = event.data;
      await upsert<LeagueClaimsDocument>(COLLECTIONS.leagueClaims, draftId, (current) => {
        if (event.type === 'DraftDeleted') return null;
        const pending = { ...current?.pending };
        if (event.type === 'ReplacementClaimed') pending[event.data.claimId] = event.data.settlesAt;
        else if (event.type === 'TradeAccepted') pending[event.data.tradeId] = event.data.completesAt;
        else delete pending['claimId' in event.data ? event.data.claimId : event.data.tradeId];
        return Object.keys(pending).length ? { id: draftId, pending } : null;
      });
    },
  });
