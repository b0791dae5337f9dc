import { TRADE_STATUS_AFTER, type LeagueRulesSet, type ReplacementEvent, type TradeEvent } from '@reality-draft/events';
import type { LeagueSeasonState } from './state';

export type LeagueSeasonEvent = LeagueRulesSet | ReplacementEvent | TradeEvent;

/** Folds in place: a season's claims and trades are a few dozen events. */
export function evolveLeagueSeason(state: LeagueSeasonState, event: LeagueSeasonEvent): LeagueSeasonState {
  switch (event.type) {
    case 'LeagueRulesSet':
      return { ...state, rules: event.data.rules };
    case 'ReplacementClaimed': {
      const { claimId, playerId, dropItemId, addItemId, claimedAt, settlesAt, pointCost: claimCost } = event.data;
      state.claims.set(claimId, { playerId, dropItemId, addItemId, claimedAt, settlesAt, claimCost, status: 'pending' });
      return state;
    }
    case 'ReplacementSettled': {
      const claim = state.claims.get(event.data.claimId);
      if (claim) {
        const { won, fromPeriod, pointCost, reason } = event.data;
        Object.assign(claim, { status: won ? 'won' : 'lost', fromPeriod, pointCost, reason });
      }
      if (event.data.won) {
        const { playerId, dropItemId, addItemId } = event.data;
        state.moves.push({ kind: 'replacement', playerId, dropItemId, addItemId });
      }
      return state;
    }
    case 'TradeProposed': {
      const { tradeId, fromPlayerId, toPlayerId, give, get, at } = event.data;
      state.trades.set(tradeId, {
        fromPlayerId,
        toPlayerId,
        give,
        get,
        status: 'proposed',
        proposedAt: at,
        completesAt: null,
        fromPeriod: null,
        reason: null,
        updatedAt: at,
      });
      return state;
    }
    default: {
      const trade = state.trades.get(event.data.tradeId);
      if (!trade) return state;
      trade.status = TRADE_STATUS_AFTER[event.type];
      trade.updatedAt = event.data.at;
      if (event.type === 'TradeAccepted') trade.completesAt = event.data.completesAt;
      if (event.type === 'TradeCompleted') {
        trade.fromPeriod = event.data.fromPeriod;
        const ids = (items: { itemId: string }[]) => items.map((item) => item.itemId);
        state.moves.push({
          kind: 'trade',
          fromPlayerId: trade.fromPlayerId,
          toPlayerId: trade.toPlayerId,
          give: ids(event.data.give),
          get: ids(event.data.get),
        });
      }
      if (event.type === 'TradeFailed') trade.reason = event.data.reason;
      return state;
    }
  }
}
