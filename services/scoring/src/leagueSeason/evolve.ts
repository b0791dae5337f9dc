import type { LeagueRulesSet, ReplacementEvent } from '@reality-draft/events';
import type { LeagueSeasonState } from './state';

export type LeagueSeasonEvent = LeagueRulesSet | ReplacementEvent;

/** Folds in place: a season's claims are a few dozen events. */
export function evolveLeagueSeason(state: LeagueSeasonState, event: LeagueSeasonEvent): LeagueSeasonState {
  switch (event.type) {
    case 'LeagueRulesSet':
      return { ...state, rules: event.data.rules };
    case 'ReplacementClaimed': {
      const { claimId, playerId, dropItemId, addItemId, claimedAt, settlesAt } = event.data;
      state.claims.set(claimId, { playerId, dropItemId, addItemId, claimedAt, settlesAt, status: 'pending' });
      return state;
    }
    case 'ReplacementSettled': {
      const claim = state.claims.get(event.data.claimId);
      if (claim)
        Object.assign(claim, {
          status: event.data.won ? 'won' : 'lost',
          fromPeriod: event.data.fromPeriod,
          pointCost: event.data.pointCost,
          reason: event.data.reason,
        });
      return state;
    }
  }
}
