// A league's trades (docs/league.md#trades): the list (GET /api/drafts/{id}/trades), a player's proposal
// (POST the same) and the answers to one trade (POST .../trades/{tradeId}/accept, /decline, /cancel, /veto).
// Tagged 'Leaderboard' by league: every trade event is told on the push topic 'scoring', which invalidates
// that type. Every answer, refusals too (409: the trade moved on meanwhile), reads the list again, and the
// room ('Draft') and the rosters ('Picks') with it: a trade that completes moves rosters.
import { api, apiRoute, type ApiAnswer } from '@reality-draft/kit';
import { rosterTags } from '../../../api/rosterTags';

export const tradesTag = (draftId: string) => ({ type: 'Leaderboard' as const, id: `trades:${draftId}` });

/** What may be done to a trade, each by its own route. */
export type TradeAction = 'accept' | 'decline' | 'cancel' | 'veto';

const ACTION_ROUTES = { accept: 'acceptTrade', decline: 'declineTrade', cancel: 'cancelTrade', veto: 'vetoTrade' } as const satisfies Record<
  TradeAction,
  string
>;

export const tradesApi = api.injectEndpoints({
  endpoints: (build) => ({
    leagueTrades: build.query<ApiAnswer<'scoring', 'listTrades'>, string>({
      query: (draftId) => apiRoute('scoring', 'listTrades', { params: { id: draftId } }),
      providesTags: (_result, _error, draftId) => [tradesTag(draftId)],
    }),
    proposeTrade: build.mutation<ApiAnswer<'scoring', 'proposeTrade'>, { draftId: string; toPlayerId: string; give: string[]; get: string[] }>({
      query: ({ draftId, ...body }) => apiRoute('scoring', 'proposeTrade', { params: { id: draftId }, body }),
      // A refusal (422: an item changed hands meanwhile) reads the list and the rosters again too.
      invalidatesTags: (result, _error, { draftId }) => [tradesTag(draftId), ...(result ? [] : rosterTags(draftId))],
    }),
    actOnTrade: build.mutation<ApiAnswer<'scoring', 'acceptTrade'>, { draftId: string; tradeId: string; action: TradeAction }>({
      query: ({ draftId, tradeId, action }) => apiRoute('scoring', ACTION_ROUTES[action], { params: { id: draftId, tradeId } }),
      // Whatever the answer (a completion at once with no review, a 409 when its items changed hands), both are read again.
      invalidatesTags: (_result, _error, { draftId }) => [tradesTag(draftId), ...rosterTags(draftId)],
    }),
  }),
});

export const { useLeagueTradesQuery, useProposeTradeMutation, useActOnTradeMutation } = tradesApi;
