import { TRADE_TEXTS, type TradeView } from '@reality-draft/events';
import {
  actionOutcome,
  completedTradesKey,
  nextCompletionInMs,
  proposalProblem,
  proposedText,
  toggled,
  tradeGroups,
  tradeHeading,
  tradeRulesText,
  tradeSides,
  tradeState,
  tradeSwapText,
} from './tradeView';
import { aTrade } from '../../../../test/tradeFixtures';

const NOW = Date.parse('2026-12-04T12:00:00Z');
// Leopold's Avery Quillfeather for two of Henrietta's: Bram Thistledown and Cassidy Moonfield.
const trade = (id: string, over: Partial<TradeView> = {}) =>
  aTrade(id, {
    get: [
      { itemId: 'bb-2', label: 'Bram Thistledown' },
      { itemId: 'bb-3', label: 'Cassidy Moonfield' },
    ],
    ...over,
  });

describe('trades, as the league page words them', () => {
  it('says the trade rule in a line', () => {
    expect(tradeRulesText({ enabled: true, reviewHours: 24 })).toBe('An accepted trade completes after 24 hours unless the admin vetoes it.');
    expect(tradeRulesText({ enabled: true, reviewHours: 1 })).toBe('An accepted trade completes after 1 hour unless the admin vetoes it.');
    expect(tradeRulesText({ enabled: true, reviewHours: 0 })).toBe('An accepted trade completes at once.');
    expect(tradeRulesText({ enabled: false, reviewHours: 24 })).toBe(TRADE_TEXTS.off);
  });

  it("groups a player's trades: offers to them, their offers, and the league's answered trades in their order", () => {
    const trades = [
      trade('offer', { fromPlayerId: 'hen', toPlayerId: 'leo' }),
      trade('mine'),
      trade('review', { status: 'accepted', completesAt: '2026-12-05T11:00:00Z' }),
      trade('others', { status: 'completed', fromPlayerId: 'cy', toPlayerId: 'dot', fromPeriod: 2 }),
      trade('no', { status: 'declined' }),
      trade('theirs', { fromPlayerId: 'cy', toPlayerId: 'hen' }),
    ];
    const groups = tradeGroups(trades, 'leo');
    expect(groups.offersToYou.map((each) => each.id)).toEqual(['offer']);
    expect(groups.yourOffers.map((each) => each.id)).toEqual(['mine']);
    expect(groups.league.map((each) => each.id)).toEqual(['review', 'others', 'no']);
    // Henrietta sees Leopold's offer to her and Cy's as offers to her.
    expect(tradeGroups(trades, 'hen').offersToYou.map((each) => each.id)).toEqual(['mine', 'theirs']);
    expect(tradeGroups(trades, 'hen').yourOffers.map((each) => each.id)).toEqual(['offer']);
    expect(tradeGroups([], 'leo')).toEqual({ offersToYou: [], yourOffers: [], league: [] });
  });

  it("words each trade's state: offered, under review until, completed from, or why not", () => {
    expect(tradeState(trade('a'), 'big_brother', NOW, 'en-US', 'UTC')).toEqual({ label: 'Proposed', tone: 'brand', detail: 'Offered Fri, Dec 4, 11:00 AM' });
    expect(tradeState(trade('b', { status: 'accepted', completesAt: '2026-12-05T11:00:00Z' }), 'big_brother', NOW, 'en-US', 'UTC')).toEqual({
      label: 'Under review',
      tone: 'warning',
      detail: 'Completes Sat, Dec 5, 11:00 AM unless vetoed',
    });
    expect(tradeState(trade('c', { status: 'completed', fromPeriod: 2 }), 'big_brother', NOW)).toEqual({
      label: 'Completed',
      tone: 'success',
      detail: 'From episode 2',
    });
    expect(tradeState(trade('d', { status: 'completed', fromPeriod: 5 }), 'amazing_race', NOW).detail).toBe('From week 5');
    expect(tradeState(trade('e', { status: 'declined' }), 'survivor', NOW)).toEqual({
      label: 'Declined',
      tone: 'neutral',
      detail: 'Henrietta Tester declined it.',
    });
    expect(tradeState(trade('f', { status: 'cancelled' }), 'survivor', NOW)).toEqual({
      label: 'Cancelled',
      tone: 'neutral',
      detail: 'Leopold Tester cancelled it.',
    });
    expect(tradeState(trade('g', { status: 'vetoed' }), 'survivor', NOW)).toEqual({
      label: 'Vetoed',
      tone: 'danger',
      detail: 'The league’s admin vetoed it: nothing changed hands.',
    });
    expect(tradeState(trade('h', { status: 'failed', reason: TRADE_TEXTS.changedHands }), 'survivor', NOW)).toEqual({
      label: 'Failed',
      tone: 'danger',
      detail: TRADE_TEXTS.changedHands,
    });
    expect(tradeState(trade('i', { status: 'failed' }), 'survivor', NOW).detail).toBe('The trade did not go through.');
  });

  it('says what each side gives as the viewer reads it, and with whom', () => {
    expect(tradeSides(trade('a'), 'leo')).toEqual([
      { label: 'You give', items: 'Avery Quillfeather' },
      { label: 'You get', items: 'Bram Thistledown, Cassidy Moonfield' },
    ]);
    expect(tradeSides(trade('a'), 'hen')).toEqual([
      { label: 'You give', items: 'Bram Thistledown, Cassidy Moonfield' },
      { label: 'You get', items: 'Avery Quillfeather' },
    ]);
    expect(tradeSides(trade('a'), 'admin')).toEqual([
      { label: 'Leopold Tester gives', items: 'Avery Quillfeather' },
      { label: 'Henrietta Tester gives', items: 'Bram Thistledown, Cassidy Moonfield' },
    ]);
    expect(tradeHeading(trade('a'), 'leo')).toBe('To Henrietta Tester');
    expect(tradeHeading(trade('a'), 'hen')).toBe('From Leopold Tester');
    expect(tradeHeading(trade('a', { status: 'completed' }), 'hen')).toBe('With Leopold Tester');
    expect(tradeHeading(trade('a', { status: 'vetoed' }), 'leo')).toBe('With Henrietta Tester');
    expect(tradeHeading(trade('a'), 'admin')).toBe('Leopold Tester and Henrietta Tester');
    expect(tradeSwapText(trade('a'))).toBe('Avery Quillfeather for Bram Thistledown, Cassidy Moonfield');
  });

  it('checks the proposal and keeps to 3 items each way', () => {
    expect(proposalProblem('', ['a'], ['b'], 'big_brother')).toBe('Choose the player to trade with.');
    expect(proposalProblem('hen', [], ['b'], 'big_brother')).toBe('Choose 1 to 3 of your house guests to give.');
    expect(proposalProblem('hen', ['a'], [], 'amazing_race')).toBe('Choose 1 to 3 of their teams to get.');
    expect(proposalProblem('hen', ['a', 'b', 'c', 'd'], ['e'], 'survivor')).toBe('A trade has at most 3 castaways each way.');
    expect(proposalProblem('hen', ['a'], ['b'], 'survivor')).toBeNull();
    expect(toggled([], 'a', true)).toEqual(['a']);
    expect(toggled(['a'], 'a', true)).toEqual(['a']);
    expect(toggled(['a', 'b', 'c'], 'd', true)).toEqual(['a', 'b', 'c']);
    expect(toggled(['a', 'b', 'c'], 'b', false)).toEqual(['a', 'c']);
  });

  it('says what was sent and what an answer came to', () => {
    expect(proposedText(trade('a'))).toBe('Offer sent to Henrietta Tester: Avery Quillfeather for Bram Thistledown, Cassidy Moonfield.');
    expect(actionOutcome(trade('a', { status: 'accepted', completesAt: '2026-12-05T11:00:00Z' }), 'big_brother', NOW).title).toBe('Trade accepted');
    expect(actionOutcome(trade('a', { status: 'completed', fromPeriod: 2 }), 'big_brother', NOW)).toEqual({
      title: 'Trade completed',
      description: 'Avery Quillfeather for Bram Thistledown, Cassidy Moonfield, from episode 2.',
    });
    expect(actionOutcome(trade('a', { status: 'vetoed' }), 'big_brother', NOW)).toEqual({ title: 'Trade vetoed', description: 'Nothing changed hands.' });
    expect(actionOutcome(trade('a', { status: 'cancelled' }), 'big_brother', NOW).title).toBe('Offer cancelled');
    expect(actionOutcome(trade('a', { status: 'declined' }), 'big_brother', NOW).title).toBe('Trade declined');
  });

  it('knows when the soonest review ends, and when rosters moved', () => {
    const trades = [
      trade('a', { status: 'accepted', completesAt: '2026-12-05T11:00:00Z' }),
      trade('b', { status: 'accepted', completesAt: '2026-12-04T12:00:30Z' }),
      trade('c', { status: 'completed' }),
      trade('d'),
    ];
    expect(nextCompletionInMs(trades, NOW)).toBe(31_000);
    expect(nextCompletionInMs([trade('late', { status: 'accepted', completesAt: '2026-12-04T11:00:00Z' })], NOW)).toBe(1000);
    expect(nextCompletionInMs([trades[2], trades[3]], NOW)).toBeNull();
    expect(completedTradesKey(trades)).toBe('c');
    expect(completedTradesKey([...trades, trade('0', { status: 'completed' })])).toBe('0,c');
  });
});
