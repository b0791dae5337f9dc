// Trades as the league page words them (docs/league.md#trades): the rules in a line, the lists a player
// sees (offers to them, their own offers, the league's answered trades), each trade's state ("Under
// review: completes ... unless vetoed", "Completed: from episode 3", why it did not go through), what each
// side gives, and the proposal form's check.
import { PERIODS, REPLACEMENT_TEXTS, TRADE_MAX_ITEMS, type RosterItem, type ShowType, type TradeStatus, type TradeView } from '@reality-draft/events';
import { dateTimeFormat, type BadgeTone } from '@reality-draft/kit';
import { msUntilSoonest, statusIdsKey } from '../../../model/settling';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** A player of the league as the trade form names them (the page composes it from the room's participants). */
export interface TradePlayer {
  id: string;
  /** "Ann Lee". */
  name: string;
  /** "Ann". */
  firstName: string;
}

/** "Sat, Dec 5, 8:00 PM" (en-US) in the current year, with the year otherwise. */
export function timeText(at: string, now: number, locale?: string, timeZone?: string): string {
  const instant = new Date(at);
  const year = (date: Date) => dateTimeFormat(locale, { timeZone, year: 'numeric' }).format(date);
  const options: Intl.DateTimeFormatOptions = { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };
  return dateTimeFormat(locale, year(instant) === year(new Date(now)) ? options : { ...options, year: 'numeric' }).format(instant);
}

/** One player's roster now (empty when they hold nothing). */
export const rosterOf = (rosters: ReadonlyMap<string, readonly RosterItem[]>, playerId: string | null | undefined): readonly RosterItem[] =>
  (playerId && rosters.get(playerId)) || [];

/** "Accepted trades complete after 24 hours unless the admin vetoes them."; at once with no review. */
export function tradeRulesText({ enabled, reviewHours }: { enabled: boolean; reviewHours: number }): string {
  if (!enabled) return 'Trades are off in this league.';
  if (reviewHours === 0) return 'An accepted trade completes at once.';
  return `An accepted trade completes after ${plural(reviewHours, 'hour')} unless the admin vetoes it.`;
}

/** The trades a player's page lists apart; the admin sees them all in one list. */
export interface TradeGroups {
  /** Proposed to the player: theirs to accept or decline. */
  offersToYou: TradeView[];
  /** Proposed by the player: theirs to cancel. */
  yourOffers: TradeView[];
  /** Every answered trade of the league (under review, completed, or not gone through), newest first. */
  league: TradeView[];
}

export function tradeGroups(trades: readonly TradeView[], myId: string | null): TradeGroups {
  const proposed = trades.filter((trade) => trade.status === 'proposed');
  return {
    offersToYou: proposed.filter((trade) => trade.toPlayerId === myId),
    yourOffers: proposed.filter((trade) => trade.fromPlayerId === myId),
    league: trades.filter((trade) => trade.status !== 'proposed'),
  };
}

export interface TradeState {
  label: 'Proposed' | 'Under review' | 'Completed' | 'Declined' | 'Cancelled' | 'Vetoed' | 'Failed';
  tone: BadgeTone;
  /** The line under the trade: when it was offered, when it completes, from when it counts, or why not. */
  detail: string;
}

const STATE: Record<TradeStatus, Pick<TradeState, 'label' | 'tone'>> = {
  proposed: { label: 'Proposed', tone: 'brand' },
  accepted: { label: 'Under review', tone: 'warning' },
  completed: { label: 'Completed', tone: 'success' },
  declined: { label: 'Declined', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  vetoed: { label: 'Vetoed', tone: 'danger' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** A trade's badge and the line under it. */
export function tradeState(trade: TradeView, showType: ShowType, now: number, locale?: string, timeZone?: string): TradeState {
  const when = (at: string) => timeText(at, now, locale, timeZone);
  const detail = (() => {
    switch (trade.status) {
      case 'proposed':
        return `Offered ${when(trade.proposedAt)}`;
      case 'accepted':
        return trade.completesAt ? `Completes ${when(trade.completesAt)} unless vetoed` : 'Completes once the review ends, unless vetoed';
      case 'completed':
        return trade.fromPeriod === null ? 'Completed' : `From ${PERIODS[showType].word} ${trade.fromPeriod}`;
      case 'declined':
        return `${trade.toPlayerName} declined it.`;
      case 'cancelled':
        return `${trade.fromPlayerName} cancelled it.`;
      case 'vetoed':
        return 'The league’s admin vetoed it: nothing changed hands.';
      case 'failed':
        return trade.reason ?? 'The trade did not go through.';
    }
  })();
  return { ...STATE[trade.status], detail };
}

/**
 * The row's heading: whom the viewer trades with, over a trade of theirs ("From Ann Lee": an offer to
 * them, "To Ben Cho": their offer, "With Ben Cho": answered); both players over anyone else's.
 */
export function tradeHeading(trade: TradeView, myId: string | null): string {
  const proposed = trade.status === 'proposed';
  if (trade.fromPlayerId === myId) return `${proposed ? 'To' : 'With'} ${trade.toPlayerName}`;
  if (trade.toPlayerId === myId) return `${proposed ? 'From' : 'With'} ${trade.fromPlayerName}`;
  return `${trade.fromPlayerName} and ${trade.toPlayerName}`;
}

const labels = (items: readonly { label: string }[]) => items.map((item) => item.label).join(', ');

/** What each side gives, as the viewer reads it: "You give"/"You get" for its two players, else by name. */
export function tradeSides(trade: TradeView, myId: string | null): { label: string; items: string }[] {
  if (trade.fromPlayerId === myId)
    return [
      { label: 'You give', items: labels(trade.give) },
      { label: 'You get', items: labels(trade.get) },
    ];
  if (trade.toPlayerId === myId)
    return [
      { label: 'You give', items: labels(trade.get) },
      { label: 'You get', items: labels(trade.give) },
    ];
  return [
    { label: `${trade.fromPlayerName} gives`, items: labels(trade.give) },
    { label: `${trade.toPlayerName} gives`, items: labels(trade.get) },
  ];
}

/** "Avery Quillfeather for Bram Thistledown": the proposer's items for the other player's. */
export const tradeSwapText = (trade: Pick<TradeView, 'give' | 'get'>) => `${labels(trade.give)} for ${labels(trade.get)}`;

/** The proposal's choices, or what is missing (the limit of 3 each way is kept by the form as well). */
export function proposalProblem(toPlayerId: string, give: readonly string[], get: readonly string[], showType: ShowType): string | null {
  const word = REPLACEMENT_TEXTS.itemWord(showType);
  if (!toPlayerId) return 'Choose the player to trade with.';
  if (give.length === 0) return `Choose 1 to ${TRADE_MAX_ITEMS} of your ${word}s to give.`;
  if (get.length === 0) return `Choose 1 to ${TRADE_MAX_ITEMS} of their ${word}s to get.`;
  if (give.length > TRADE_MAX_ITEMS || get.length > TRADE_MAX_ITEMS) return `A trade has at most ${TRADE_MAX_ITEMS} ${word}s each way.`;
  return null;
}

/** Ticks or unticks `itemId`, never past the limit. */
export function toggled(chosen: readonly string[], itemId: string, on: boolean): string[] {
  if (!on) return chosen.filter((id) => id !== itemId);
  if (chosen.includes(itemId) || chosen.length >= TRADE_MAX_ITEMS) return [...chosen];
  return [...chosen, itemId];
}

/** What the proposer is told once it is sent. */
export const proposedText = (trade: TradeView) => `Offer sent to ${trade.toPlayerName}: ${tradeSwapText(trade)}.`;

/** What an action's answer says, for the toast. */
export function actionOutcome(trade: TradeView, showType: ShowType, now: number): { title: string; description: string } {
  const state = tradeState(trade, showType, now);
  switch (trade.status) {
    case 'accepted':
      return { title: 'Trade accepted', description: `${state.detail}.` };
    case 'completed':
      return { title: 'Trade completed', description: `${tradeSwapText(trade)}, ${state.detail.toLowerCase()}.` };
    case 'declined':
      return { title: 'Trade declined', description: tradeSwapText(trade) };
    case 'cancelled':
      return { title: 'Offer cancelled', description: tradeSwapText(trade) };
    case 'vetoed':
      return { title: 'Trade vetoed', description: 'Nothing changed hands.' };
    default:
      return { title: `Trade ${state.label.toLowerCase()}`, description: state.detail };
  }
}

/** When the soonest review ends (an accepted trade's completesAt): a read then completes it; null when none is under review. */
export function nextCompletionInMs(trades: readonly Pick<TradeView, 'status' | 'completesAt'>[], now: number): number | null {
  // A moment after, and never beyond what a browser timer may wait (about 24.8 days).
  return msUntilSoonest(
    trades.filter((trade) => trade.status === 'accepted').map((trade) => trade.completesAt),
    now,
    1000,
  );
}

/** The completed trades, as one key: when it changes, rosters have moved. */
export const completedTradesKey = (trades: readonly Pick<TradeView, 'id' | 'status'>[]) => statusIdsKey(trades, 'completed');
