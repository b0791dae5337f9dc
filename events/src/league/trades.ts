/** Trades between a league's players (docs/league.md#trades): proposed, accepted, reviewed, completed in one step. */

export const TRADE_MAX_ITEMS = 3;

export type TradeProposed = {
  type: 'TradeProposed';
  data: { draftId: string; tradeId: string; fromPlayerId: string; toPlayerId: string; give: string[]; get: string[]; at: string };
};

/** The other player said yes: it completes at `completesAt` unless the admin vetoes it (at once with no review). */
export type TradeAccepted = { type: 'TradeAccepted'; data: { draftId: string; tradeId: string; at: string; completesAt: string } };
export type TradeDeclined = { type: 'TradeDeclined'; data: { draftId: string; tradeId: string; at: string } };
export type TradeCancelled = { type: 'TradeCancelled'; data: { draftId: string; tradeId: string; at: string } };
export type TradeVetoed = { type: 'TradeVetoed'; data: { draftId: string; tradeId: string; by: string; at: string } };

/** A trade's items as they change hands: `give` from `fromPlayerId` to `toPlayerId`, `get` the other way, from `fromPeriod` on. */
export interface TradedItems {
  fromPlayerId: string;
  toPlayerId: string;
  give: { itemId: string; label: string }[];
  get: { itemId: string; label: string }[];
  fromPeriod: number;
}

/**
 * The items changed hands, all in this one event: `give` went to `toPlayerId`, `get` to
 * `fromPlayerId`, each scoring for its new holder from `fromPeriod` on (what it scored before stays
 * with the earlier holder). Labels for whoever tells of it without the cast (a push, the ticker).
 */
export type TradeCompleted = {
  type: 'TradeCompleted';
  data: TradedItems & { draftId: string; tradeId: string; at: string };
};

/** Its items changed hands meanwhile (another trade, a replacement): nothing moved. */
export type TradeFailed = { type: 'TradeFailed'; data: { draftId: string; tradeId: string; reason: string; at: string } };

export type TradeEvent = TradeProposed | TradeAccepted | TradeDeclined | TradeCancelled | TradeVetoed | TradeCompleted | TradeFailed;

export type TradeStatus = 'proposed' | 'accepted' | 'completed' | 'declined' | 'cancelled' | 'vetoed' | 'failed';

/** The status each trade event leaves its trade in. */
export const TRADE_STATUS_AFTER = {
  TradeProposed: 'proposed',
  TradeAccepted: 'accepted',
  TradeDeclined: 'declined',
  TradeCancelled: 'cancelled',
  TradeVetoed: 'vetoed',
  TradeCompleted: 'completed',
  TradeFailed: 'failed',
} as const satisfies Record<TradeEvent['type'], TradeStatus>;

export const TRADE_TEXTS = {
  off: 'Trades are off in this league.',
  notStarted: 'Trades open once the draft has finished.',
  seasonOver: 'The season is over: there is no period left to trade for.',
  notAPlayer: 'You can only trade with another player of this league.',
  notYours: (label: string) => `${label} is not on your roster.`,
  notTheirs: (label: string) => `${label} is not on their roster.`,
  twice: 'An item is listed twice.',
  notFound: 'No such trade in this league.',
  notTheirsToAnswer: 'Only the player the trade was offered to can accept or decline it.',
  notTheirsToCancel: 'Only the player who proposed the trade can cancel it.',
  notProposed: (status: TradeStatus) => `This trade is ${status}: it can no longer be answered.`,
  notVetoable: (status: TradeStatus) => `This trade is ${status}: only a trade still under review can be vetoed.`,
  changedHands: 'Some of these items changed hands since the trade was proposed: it cannot go through.',
  reviewOver: 'The review has ended: the trade went through.',
} as const;
