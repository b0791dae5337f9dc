import { TRADE_TEXTS, type DraftRoom, type TradesAnswer, type TradeView, type UserPick } from '@reality-draft/events';
import { apiFromPage } from '../support/drafts';
import { browserOn, gatewayOfThisFile } from '../support/gatewayProcess';
import { addToPeriod, adminAndPlayers, currentPeriod, draftedLeague, eliminate, leaderboardOf, restore, spoilerGuard } from '../support/leagues';
import { ok, type Seat } from '../support/miniGames';
import { capture } from '../support/screens';
import { expect, test, type Page } from '../support/test';

/**
 * Trades between a league's players (docs/league.md#trades, #rosters): in a Big Brother league of two, the
 * admin scores an episode (and evicts one of Henrietta's house guests: the trade form marks it). Leopold
 * proposes one of his house guests for one of Henrietta's on the league page; she accepts it there, and it
 * is under review for the default 24 hours; the league's admin vetoes it there, and nothing changes hands.
 * With no review (the admin sets 0 hours), a second trade completes as soon as she accepts it, from the next
 * episode: the rosters follow, the draft board notes the traded picks, and the leaderboard counts the
 * episode scored before the trade for each house guest's earlier holder and the one after for the new one.
 * With trades off, the card says so and offers no form.
 *
 * The leaderboard's totals depend on every point the server holds for these house guests, and Big Brother's
 * small cast is scored by many specs: the league runs on a gateway of this file's own. The evicted house
 * guest is restored at the end.
 */

const SHOW = 'big_brother';
const gateway = gatewayOfThisFile();

const card = (page: Page, title: string) => page.locator('div.rounded-2xl').filter({ has: page.getByRole('heading', { name: title, level: 2 }) });
const tradesCard = (page: Page) => card(page, 'Trades');
type TradeListName = 'Offers to you' | 'Your offers' | 'League trades' | 'Trades in this league';
const tradesIn = (page: Page, label: TradeListName) => tradesCard(page).getByRole('list', { name: label }).getByRole('listitem');
const proposalForm = (page: Page) => page.getByRole('form', { name: 'Propose a trade' });
const tradesOf = (page: Page, draftId: string) => ok(apiFromPage<TradesAnswer>(page, `/api/drafts/${draftId}/trades`));
const heldBy = async (seat: Seat, draftId: string) =>
  (await ok(apiFromPage<UserPick[]>(seat.page, '/api/user/picks'))).filter((pick) => pick.draftId === draftId).map((pick) => pick.contestantId);

interface Item {
  itemId: string;
  label: string;
}

/** On the league page, Leopold offers `give` of his for `get` of Henrietta's, and sees his offer listed. */
async function propose(seat: Seat, draftId: string, to: Seat, give: Item, get: Item, before?: () => Promise<void>) {
  const { page } = seat;
  await page.goto(`/league/${draftId}`);
  const form = proposalForm(page);
  // The only other player of the league is chosen already.
  await expect(form.getByLabel('Trade with')).toHaveValue(to.id);
  await form.getByRole('group', { name: 'You give' }).getByRole('checkbox', { name: give.label }).check();
  await form.getByRole('group', { name: 'You get' }).getByRole('checkbox', { name: get.label }).check();
  await expect(form.getByRole('group', { name: 'You give' })).toContainText('1 of 3 chosen');
  await before?.();
  await form.getByRole('button', { name: 'Propose trade' }).click();
  await expect(form).toContainText(`Offer sent to ${to.name}: ${give.label} for ${get.label}.`);
  const mine = tradesIn(page, 'Your offers');
  await expect(mine).toHaveCount(1);
  await expect(mine.first()).toContainText(`To ${to.name}`);
  await expect(mine.first()).toContainText(`You give: ${give.label}`);
  await expect(mine.first()).toContainText(`You get: ${get.label}`);
  await expect(mine.first()).toContainText('Proposed');
  await expect(mine.first().getByRole('button', { name: 'Cancel offer' })).toBeVisible();
}

/** On the league page, Henrietta accepts the one offer to her; it moves to the league's trades. */
async function accept(seat: Seat, draftId: string, from: Seat, capturedAs?: string) {
  const { page } = seat;
  await page.goto(`/league/${draftId}`);
  const offers = tradesIn(page, 'Offers to you');
  await expect(offers).toHaveCount(1);
  await expect(offers.first()).toContainText(`From ${from.name}`);
  if (capturedAs) {
    await tradesCard(page).scrollIntoViewIfNeeded();
    await capture(page, capturedAs);
  }
  await offers.first().getByRole('button', { name: 'Accept' }).click();
  await expect(tradesIn(page, 'Offers to you')).toHaveCount(0);
  return tradesIn(page, 'League trades').first();
}

test('trades in a league: one accepted and vetoed under review, one completed at once; rosters, the board and the leaderboard follow', async ({
  browser: sharedBrowser,
}) => {
  test.setTimeout(360_000);
  const { admin, seats, close } = await adminAndPlayers(browserOn(sharedBrowser, gateway.url), ['Leopold', 'Henrietta']);
  const [leopold, henrietta] = seats;
  const draft = await draftedLeague(admin, seats, SHOW, { turnTimeLimit: 600 });
  for (const seat of seats) await spoilerGuard(seat.page, SHOW, null);
  const room = await ok(apiFromPage<DraftRoom>(admin, `/api/drafts/${draft.id}`));
  const picksOf = (seat: Seat): Item[] =>
    room.picks
      .filter((pick) => pick.playerId === seat.id)
      .sort((a, b) => a.pickNumber - b.pickNumber)
      .map((pick) => ({ itemId: pick.contestantId!, label: pick.label }));
  const [leo1, leo2] = picksOf(leopold);
  const [hen1, hen2, hen3] = picksOf(henrietta);
  expect(await tradesOf(admin, draft.id)).toEqual({ draftId: draft.id, rules: { enabled: true, reviewHours: 24 }, trades: [] });

  // The episode being played now, as the service counts it: the admin saves its results (Leopold's second
  // house guest wins Head of Household, Henrietta's wins the veto) and evicts Henrietta's third in it.
  const episode = await currentPeriod(leopold.page, draft.id);
  const next = episode + 1;
  const leaderboard = async () => {
    const rows = await leaderboardOf(admin, draft.id);
    const row = (seat: Seat) => rows.find((each) => each.playerId === seat.id)!;
    return { leopold: row(leopold), henrietta: row(henrietta) };
  };
  const before = await leaderboard();
  await addToPeriod(admin, SHOW, episode, [
    { subjectId: leo2.itemId, pointType: 'hoh', points: 7 },
    { subjectId: hen2.itemId, pointType: 'veto', points: 4 },
  ]);
  await eliminate(admin, hen3.itemId, episode);
  try {
    // The server refuses an item the proposer does not hold, naming it.
    const refused = await apiFromPage<{ message: string }>(leopold.page, `/api/drafts/${draft.id}/trades`, {
      method: 'POST',
      body: { toPlayerId: henrietta.id, give: [hen1.itemId], get: [leo1.itemId] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(TRADE_TEXTS.notYours(hen1.label));

    // Trade 1: Leopold offers his first house guest for Henrietta's first. The form checks before it sends,
    // and marks Henrietta's evicted house guest.
    await leopold.page.goto(`/league/${draft.id}`);
    await expect(tradesCard(leopold.page)).toContainText('An accepted trade completes after 24 hours unless the admin vetoes it.');
    await proposalForm(leopold.page).getByRole('button', { name: 'Propose trade' }).click();
    await expect(proposalForm(leopold.page).getByRole('alert')).toHaveText('Choose 1 to 3 of your house guests to give.');
    await expect(proposalForm(leopold.page).getByRole('group', { name: 'You get' }).getByRole('checkbox', { name: hen3.label })).toBeVisible();
    await expect(proposalForm(leopold.page).getByRole('group', { name: 'You get' }).locator('li').filter({ hasText: hen3.label })).toContainText('Evicted');
    await propose(leopold, draft.id, henrietta, leo1, hen1, async () => {
      await tradesCard(leopold.page).scrollIntoViewIfNeeded();
      await capture(leopold.page, 'league-trades-propose');
    });

    // Henrietta accepts it on her page: under review until the 24 hours have passed.
    const reviewed = await accept(henrietta, draft.id, leopold, 'league-trades-offer');
    await expect(reviewed).toContainText('Under review');
    await expect(reviewed).toContainText(/Completes \w{3}, \w{3} \d{1,2}, .* unless vetoed/);
    await expect(reviewed).toContainText(`With ${leopold.name}`);
    // Leopold's open page follows.
    await expect(tradesIn(leopold.page, 'Your offers')).toHaveCount(0);
    await expect(tradesIn(leopold.page, 'League trades').first()).toContainText('Under review');
    const [first] = (await tradesOf(admin, draft.id)).trades;
    expect(first).toMatchObject({ status: 'accepted', fromPlayerId: leopold.id, toPlayerId: henrietta.id });
    expect(Date.parse(first.completesAt!) - Date.parse(first.updatedAt)).toBe(24 * 3_600_000);

    // The league's admin vetoes it on the league page, once confirmed: nothing changes hands.
    await admin.goto(`/league/${draft.id}`);
    const everyTrade = tradesIn(admin, 'Trades in this league');
    await expect(everyTrade).toHaveCount(1);
    await expect(everyTrade.first()).toContainText(`${leopold.name} gives: ${leo1.label}`);
    await expect(everyTrade.first()).toContainText(`${henrietta.name} gives: ${hen1.label}`);
    await expect(everyTrade.first()).toContainText('Under review');
    await tradesCard(admin).scrollIntoViewIfNeeded();
    await capture(admin, 'league-trades-admin');
    await everyTrade.first().getByRole('button', { name: 'Veto' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Veto this trade?' });
    await expect(confirm).toContainText(`${leo1.label} for ${hen1.label}`);
    await confirm.getByRole('button', { name: 'Veto trade' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(everyTrade.first()).toContainText('Vetoed');
    await expect(everyTrade.first()).toContainText('The league’s admin vetoed it: nothing changed hands.');
    await expect(everyTrade.first().getByRole('button', { name: 'Veto' })).toHaveCount(0);
    await expect(tradesIn(henrietta.page, 'League trades').first()).toContainText('Vetoed');
    expect((await tradesOf(admin, draft.id)).trades.map((trade) => trade.status)).toEqual(['vetoed']);
    expect(await heldBy(leopold, draft.id)).toContain(leo1.itemId);
    expect(await heldBy(henrietta, draft.id)).toContain(hen1.itemId);
    expect((await ok(apiFromPage<DraftRoom>(admin, `/api/drafts/${draft.id}`))).rosterMoves).toEqual([]);

    // No review from now on: a trade completes as soon as it is accepted.
    await ok(apiFromPage(admin, `/api/admin/drafts/${draft.id}/rules`, { method: 'PUT', body: { trades: { reviewHours: 0 } } }));
    await expect(tradesCard(leopold.page)).toContainText('An accepted trade completes at once.');

    // Trade 2: Leopold's second house guest for Henrietta's second, accepted: completed from the next episode.
    await propose(leopold, draft.id, henrietta, leo2, hen2);
    const completed = await accept(henrietta, draft.id, leopold);
    await expect(completed).toContainText('Completed');
    await expect(completed).toContainText(`From episode ${next}`);
    const trades = (await tradesOf(henrietta.page, draft.id)).trades;
    expect(trades.map((trade: TradeView) => [trade.status, trade.fromPeriod])).toEqual([
      ['completed', next],
      ['vetoed', null],
    ]);

    // The rosters follow: each holds the other's house guest now, on their pages too.
    const leopoldHolds = await heldBy(leopold, draft.id);
    const henriettaHolds = await heldBy(henrietta, draft.id);
    expect(leopoldHolds).toContain(hen2.itemId);
    expect(leopoldHolds).not.toContain(leo2.itemId);
    expect(henriettaHolds).toContain(leo2.itemId);
    expect(henriettaHolds).not.toContain(hen2.itemId);
    const giveNow = proposalForm(leopold.page).getByRole('group', { name: 'You give' });
    await expect(giveNow.getByRole('checkbox', { name: hen2.label })).toBeVisible();
    await expect(giveNow.getByRole('checkbox', { name: leo2.label })).toHaveCount(0);
    await expect(tradesIn(leopold.page, 'League trades').first()).toContainText('Completed');
    await tradesCard(leopold.page).scrollIntoViewIfNeeded();
    await capture(leopold.page, 'league-trades-completed');

    // The draft board keeps the draft and notes each traded pick's new holder.
    await leopold.page.goto(`/player/draft/${draft.id}`);
    const board = leopold.page.getByTestId('draft-board');
    const toHenrietta = board.getByRole('cell').filter({ hasText: `traded to Henrietta from episode ${next}` });
    const toLeopold = board.getByRole('cell').filter({ hasText: `traded to Leopold from episode ${next}` });
    await expect(toHenrietta).toHaveCount(1);
    await expect(toHenrietta).toContainText(leo2.label);
    await expect(toLeopold).toHaveCount(1);
    await expect(toLeopold).toContainText(hen2.label);
    await expect(board.locator('caption')).toContainText('2 picks traded since the draft');
    await toHenrietta.scrollIntoViewIfNeeded();
    await capture(leopold.page, 'league-trades-board');

    // Points scored before the trade stay with the earlier holder; the next episode's go to the new one.
    await addToPeriod(admin, SHOW, next, [
      { subjectId: leo2.itemId, pointType: 'hoh', points: 6 },
      { subjectId: hen2.itemId, pointType: 'veto', points: 2 },
    ]);
    const after = await leaderboard();
    expect(after.leopold.pointsByPeriod?.[episode - 1]).toBe(7);
    expect(after.henrietta.pointsByPeriod?.[episode - 1]).toBe(4);
    expect(after.leopold.pointsByPeriod?.[next - 1]).toBe(2);
    expect(after.henrietta.pointsByPeriod?.[next - 1]).toBe(6);
    expect(after.leopold.draftPoints - before.leopold.draftPoints).toBe(7 + 2);
    expect(after.henrietta.draftPoints - before.henrietta.draftPoints).toBe(4 + 6);

    // Trades off: the card says so and offers no form; the league's trades stay listed.
    await ok(apiFromPage(admin, `/api/admin/drafts/${draft.id}/rules`, { method: 'PUT', body: { trades: { enabled: false } } }));
    await leopold.page.goto(`/league/${draft.id}`);
    await expect(tradesCard(leopold.page)).toContainText(TRADE_TEXTS.off);
    await expect(proposalForm(leopold.page)).toHaveCount(0);
    await expect(tradesIn(leopold.page, 'League trades')).toHaveCount(2);
  } finally {
    // The cast as it was.
    await restore(admin, hen3.itemId);
  }
  await close();
});
