import { periodName, TRADE_STATUS_AFTER, webPushPayloads, type TradeStatus } from '@reality-draft/events';
import { defineProjection } from '@reality-draft/kernel';
import { FRESH_FOR_MS, pushedDraft, type Notice } from '../notices/draftNotices';
import { notifiedDrafts } from './notifiedDrafts';

export const NOTIFIED_TRADES = 'notify_trades';

/** Who a trade is between, kept from its proposal: the later events name only the trade. */
interface NotifiedTrade extends Record<string, unknown> {
  id: string;
  fromPlayerId: string;
  toPlayerId: string;
}

/** Each trade event's push: to whom, and what it says. */
const TRADE_NOTICES: Record<TradeStatus, { to: 'from' | 'to' | 'both'; body: string }> = {
  proposed: { to: 'to', body: 'You have a trade offer: open the league to answer it' },
  accepted: { to: 'from', body: 'Your trade offer was accepted: it goes through once the review ends' },
  declined: { to: 'from', body: 'Your trade offer was declined' },
  cancelled: { to: 'to', body: 'A trade offered to you was cancelled' },
  vetoed: { to: 'both', body: "The league's admin vetoed your trade" },
  completed: { to: 'both', body: 'Your trade went through' },
  failed: { to: 'both', body: 'Your trade could not go through: its items changed hands' },
};

/**
 * A league's roster news, told to those it concerns (docs/notifications.md#what-is-pushed): a settled
 * replacement claim to its claimant (won, what joins their roster and from when; lost), and each step
 * of a trade to its players. A catch-up pushes nothing old.
 */
export function claimNotifier(outlets: { send(notice: Notice): void; now(): number }) {
  return defineProjection({
    name: 'notify.claims',
    collections: [NOTIFIED_TRADES],
    handles: ['ReplacementSettled', ...(Object.keys(TRADE_STATUS_AFTER) as (keyof typeof TRADE_STATUS_AFTER)[])],
    async apply(event, { docs }) {
      const tradesKept = docs.collection<NotifiedTrade>(NOTIFIED_TRADES);
      if (event.type === 'TradeProposed') {
        const { tradeId: id, fromPlayerId, toPlayerId } = event.data;
        await tradesKept.updateOne({ id }, { id, fromPlayerId, toPlayerId }, { upsert: true });
      }
      if (outlets.now() - Date.parse(event.recordedAt) > FRESH_FOR_MS) return;
      const draft = await notifiedDrafts(docs).findOne({ id: event.data.draftId });
      if (!draft || draft.state.deleted) return;
      const pushed = pushedDraft(draft.state);
      if (event.type === 'ReplacementSettled') {
        const { claimId, playerId, won, dropLabel, addLabel, fromPeriod } = event.data;
        const fromText = periodName(draft.state.showType, fromPeriod);
        return outlets.send({ playerId, payload: webPushPayloads.claimSettled(pushed, { claimId, won, dropLabel, addLabel, fromText }) });
      }
      const trade = await tradesKept.findOne({ id: event.data.tradeId });
      if (!trade) return;
      const status = TRADE_STATUS_AFTER[event.type];
      const { to, body } = TRADE_NOTICES[status];
      const players = to === 'both' ? [trade.fromPlayerId, trade.toPlayerId] : [to === 'from' ? trade.fromPlayerId : trade.toPlayerId];
      for (const playerId of players) outlets.send({ playerId, payload: webPushPayloads.trade(pushed, event.data.tradeId, status, body) });
    },
  });
}
