import { TRADE_TEXTS, type TradeEvent } from '@reality-draft/events';
import { Conflict, Forbidden, NotFound, RuleViolation } from '@reality-draft/kernel';
import { labelIn, type LeagueSeasonCommand, type RosterFacts } from './commands';
import { holdersNow, type LeagueSeasonState, type TradeState } from './state';

type Of<T extends LeagueSeasonCommand['type']> = Extract<LeagueSeasonCommand, { type: T }>;

const HOUR_MS = 3_600_000;

const tradeOf = (state: LeagueSeasonState, tradeId: string): TradeState => {
  const trade = state.trades.get(tradeId);
  if (!trade) throw new NotFound(TRADE_TEXTS.notFound);
  return trade;
};

/** Whether every item of the trade is still where it was when proposed. */
const stillHeld = (trade: TradeState, holders: ReadonlyMap<string, string>) =>
  trade.give.every((itemId) => holders.get(itemId) === trade.fromPlayerId) && trade.get.every((itemId) => holders.get(itemId) === trade.toPlayerId);

/** Trades on, the draft over, another player of the league, 1-3 items each way all held by the two (docs/league.md#trades). */
export function proposeTrade(command: Of<'ProposeTrade'>, state: LeagueSeasonState): TradeEvent[] {
  const { draftId, tradeId, fromPlayerId, toPlayerId, give, get, roster, now } = command;
  if (state.trades.has(tradeId)) return [];
  if (!state.rules.trades.enabled) throw new RuleViolation(TRADE_TEXTS.off);
  if (!command.draftFinished) throw new Conflict(TRADE_TEXTS.notStarted);
  if (roster.fromPeriod === null) throw new Conflict(TRADE_TEXTS.seasonOver);
  if (toPlayerId === fromPlayerId || !command.participants.includes(toPlayerId)) throw new RuleViolation(TRADE_TEXTS.notAPlayer);
  if (new Set([...give, ...get]).size !== give.length + get.length) throw new RuleViolation(TRADE_TEXTS.twice);
  const holders = holdersNow(roster.drafted, state);
  for (const itemId of give) if (holders.get(itemId) !== fromPlayerId) throw new RuleViolation(TRADE_TEXTS.notYours(labelIn(roster, itemId)));
  for (const itemId of get) if (holders.get(itemId) !== toPlayerId) throw new RuleViolation(TRADE_TEXTS.notTheirs(labelIn(roster, itemId)));
  return [{ type: 'TradeProposed', data: { draftId, tradeId, fromPlayerId, toPlayerId, give, get, at: now.toISOString() } }];
}

/** The items change hands in this one event, scoring for their new holders from the next period. */
function completed(draftId: string, tradeId: string, trade: TradeState, roster: RosterFacts, fromPeriod: number, now: Date): TradeEvent {
  const items = (ids: string[]) => ids.map((itemId) => ({ itemId, label: labelIn(roster, itemId) }));
  const { fromPlayerId, toPlayerId } = trade;
  return {
    type: 'TradeCompleted',
    data: { draftId, tradeId, fromPlayerId, toPlayerId, give: items(trade.give), get: items(trade.get), fromPeriod, at: now.toISOString() },
  };
}

/**
 * The player it was offered to, while it is proposed. Accepted with items that changed hands meanwhile:
 * it fails (a TradeFailed, which the caller answers 409). With no review it completes at once.
 */
export function answerTrade(command: Of<'AnswerTrade'>, state: LeagueSeasonState): TradeEvent[] {
  const { draftId, tradeId, playerId, accept, roster, now } = command;
  const trade = tradeOf(state, tradeId);
  if (trade.toPlayerId !== playerId) throw new Forbidden(TRADE_TEXTS.notTheirsToAnswer);
  if (trade.status !== 'proposed') throw new Conflict(TRADE_TEXTS.notProposed(trade.status));
  const at = now.toISOString();
  if (accept && !state.rules.trades.enabled) throw new RuleViolation(TRADE_TEXTS.off);
  if (!accept) return [{ type: 'TradeDeclined', data: { draftId, tradeId, at } }];
  // Recorded, and answered 409 by the caller.
  if (!stillHeld(trade, holdersNow(roster.drafted, state)) || roster.fromPeriod === null)
    return [{ type: 'TradeFailed', data: { draftId, tradeId, reason: TRADE_TEXTS.changedHands, at } }];
  const completesAt = new Date(now.getTime() + state.rules.trades.reviewHours * HOUR_MS).toISOString();
  const accepted: TradeEvent = { type: 'TradeAccepted', data: { draftId, tradeId, at, completesAt } };
  if (state.rules.trades.reviewHours > 0) return [accepted];
  return [accepted, completed(draftId, tradeId, trade, roster, roster.fromPeriod, now)];
}

export function cancelTrade(command: Of<'CancelTrade'>, state: LeagueSeasonState): TradeEvent[] {
  const { draftId, tradeId, playerId, now } = command;
  const trade = tradeOf(state, tradeId);
  if (trade.fromPlayerId !== playerId) throw new Forbidden(TRADE_TEXTS.notTheirsToCancel);
  if (trade.status !== 'proposed') throw new Conflict(TRADE_TEXTS.notProposed(trade.status));
  return [{ type: 'TradeCancelled', data: { draftId, tradeId, at: now.toISOString() } }];
}

/** The league's admin, until the review ends (a trade whose review has ended has completed by now: the settling runs first). */
export function vetoTrade(command: Of<'VetoTrade'>, state: LeagueSeasonState): TradeEvent[] {
  const { draftId, tradeId, by, now } = command;
  const trade = tradeOf(state, tradeId);
  if (trade.status === 'completed') throw new Conflict(TRADE_TEXTS.reviewOver);
  if (trade.status !== 'proposed' && trade.status !== 'accepted') throw new Conflict(TRADE_TEXTS.notVetoable(trade.status));
  return [{ type: 'TradeVetoed', data: { draftId, tradeId, by, at: now.toISOString() } }];
}

/** Accepted trades whose review has ended, completed in the order accepted on `holders` (moved as each completes), or failed. */
export function completeDueTrades(draftId: string, state: LeagueSeasonState, roster: RosterFacts, holders: Map<string, string>, now: Date): TradeEvent[] {
  const events: TradeEvent[] = [];
  for (const [tradeId, trade] of state.trades) {
    if (trade.status !== 'accepted' || !trade.completesAt || Date.parse(trade.completesAt) > now.getTime()) continue;
    if (!stillHeld(trade, holders) || roster.fromPeriod === null || !state.rules.trades.enabled) {
      const reason = !state.rules.trades.enabled ? TRADE_TEXTS.off : roster.fromPeriod === null ? TRADE_TEXTS.seasonOver : TRADE_TEXTS.changedHands;
      events.push({ type: 'TradeFailed', data: { draftId, tradeId, reason, at: now.toISOString() } });
      continue;
    }
    for (const itemId of trade.give) holders.set(itemId, trade.toPlayerId);
    for (const itemId of trade.get) holders.set(itemId, trade.fromPlayerId);
    events.push(completed(draftId, tradeId, trade, roster, roster.fromPeriod, now));
  }
  return events;
}
