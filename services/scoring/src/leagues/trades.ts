import { randomUUID } from 'node:crypto';
import { TRADE_TEXTS, type ProposeTradeRequest, type TradesAnswer, type TradeView } from '@reality-draft/events';
import { Conflict, settle, type Principal } from '@reality-draft/kernel';
import type { LeagueSeasonCommand } from '../leagueSeason/commands';
import type { TradeState } from '../leagueSeason/state';
import type { DraftDocument } from '../readModels/documents';
import type { ScoringDeps } from '../scoringDeps';
import type { ScoringWorld } from '../standings/scoringWorld';
import { leagueFor } from './leagueAccess';
import { leagueName } from './leagueNames';
import { handleLeagueCommand } from './leagueRules';
import { rosterFacts, settleLeague } from './leagueSettling';

export function tradeView(world: ScoringWorld, draft: DraftDocument, id: string, trade: TradeState): TradeView {
  const members = world.casts.get(draft.showType)?.members ?? {};
  const items = (ids: string[]) => ids.map((itemId) => ({ itemId, label: members[itemId]?.label ?? itemId }));
  return {
    id,
    status: trade.status,
    fromPlayerId: trade.fromPlayerId,
    fromPlayerName: leagueName(world, trade.fromPlayerId),
    toPlayerId: trade.toPlayerId,
    toPlayerName: leagueName(world, trade.toPlayerId),
    give: items(trade.give),
    get: items(trade.get),
    proposedAt: trade.proposedAt,
    completesAt: trade.status === 'accepted' ? trade.completesAt : null,
    fromPeriod: trade.fromPeriod,
    reason: trade.reason,
    updatedAt: trade.updatedAt,
  };
}

/** A proposed trade is its two players' and the admin's business until answered (docs/league.md#trades). */
const mayView = (trade: TradeState, who: Principal) =>
  who.userType === 'admin' || trade.status !== 'proposed' || trade.fromPlayerId === who.id || trade.toPlayerId === who.id;

/** GET /api/drafts/{id}/trades: reviews that have ended complete first, so the list is never stale. */
export async function listTrades(deps: ScoringDeps, draftId: string, who: Principal): Promise<TradesAnswer> {
  await leagueFor(deps, draftId, who, 'member');
  const { state, world, draft } = await settleLeague(deps, draftId);
  const trades = [...state.trades].filter(([, trade]) => mayView(trade, who)).map(([id, trade]) => tradeView(world, draft, id, trade));
  return { draftId, rules: state.rules.trades, trades: trades.reverse() };
}

/** Runs a trade command on the league's stream (after settling what is due) and answers the trade as it then stands. */
async function onTrade(
  deps: ScoringDeps,
  draftId: string,
  tradeId: string,
  command: (facts: { world: ScoringWorld; draft: DraftDocument }) => LeagueSeasonCommand,
): Promise<TradeView> {
  const { world, draft } = await settleLeague(deps, draftId);
  const { state, position, events } = await handleLeagueCommand(deps, draftId, command({ world, draft }));
  await settle(deps, position);
  if (events.some((event) => event.type === 'TradeFailed')) throw new Conflict(TRADE_TEXTS.changedHands);
  return tradeView(world, draft, tradeId, state.trades.get(tradeId)!);
}

/** POST /api/drafts/{id}/trades: 201 the proposed trade. */
export async function proposeTrade(deps: ScoringDeps, draftId: string, who: Principal, request: ProposeTradeRequest): Promise<TradeView> {
  await leagueFor(deps, draftId, who, 'participant');
  const tradeId = randomUUID();
  return onTrade(deps, draftId, tradeId, ({ world, draft }) => ({
    type: 'ProposeTrade',
    draftId,
    tradeId,
    fromPlayerId: who.id,
    toPlayerId: request.toPlayerId,
    give: request.give,
    get: request.get,
    draftFinished: draft.status === 'completed',
    participants: draft.participants,
    roster: rosterFacts(world, draft),
    now: deps.now(),
  }));
}

export type TradeAction = 'accept' | 'decline' | 'cancel' | 'veto';

/** POST /api/drafts/{id}/trades/{tradeId}/accept, /decline (the player offered it), /cancel (its proposer), /veto (the league's admin). */
export async function actOnTrade(deps: ScoringDeps, draftId: string, tradeId: string, who: Principal, action: TradeAction): Promise<TradeView> {
  await leagueFor(deps, draftId, who, action === 'veto' ? 'owner' : 'participant');
  const now = deps.now();
  return onTrade(deps, draftId, tradeId, ({ world, draft }) => {
    switch (action) {
      case 'accept':
      case 'decline':
        return { type: 'AnswerTrade', draftId, tradeId, playerId: who.id, accept: action === 'accept', roster: rosterFacts(world, draft), now };
      case 'cancel':
        return { type: 'CancelTrade', draftId, tradeId, playerId: who.id, now };
      case 'veto':
        return { type: 'VetoTrade', draftId, tradeId, by: who.id, now };
    }
  });
}
