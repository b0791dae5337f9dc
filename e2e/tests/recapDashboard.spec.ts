import { PREDICTION_TEXTS, RECAP_TEXTS, type Contestant, type PredictionPeriod, type RecapsAnswer } from '@reality-draft/events';
import { expect, test, type Page } from '../support/test';
import { apiFromPage } from '../support/drafts';
import { addToPeriod, adminAndPlayers, draftedLeague, eliminate, itemsOf, restore, spoilerGuard } from '../support/leagues';
import { ok } from '../support/miniGames';
import { capture } from '../support/screens';
import { pointsChart, standingsTable } from '../support/standings';

/**
 * A league's episode recap on the players' dashboards and a correct who-goes-home prediction on its
 * leaderboard (docs/league.md#recaps, #predictions): Cordelia predicts the castaway the admin then
 * eliminates in the episode; once the admin saves the episode's results, her open dashboard shows the
 * recap by itself (push), her league's leaderboard has 2 in its Predictions column and her breakdown
 * lists the prediction. Ignatius, guarded at the start of the season, sees the guard's words until he
 * reveals the recap.
 *
 * A Survivor episode is every Survivor league's at once, and the dashboard shows a league's latest: this
 * test takes episode 33, above the others' (adminPoints saves 31; leagueRecapsPredictions walks the show's
 * current episode from 1, or 32 after adminPoints, and needs one after its own), so no other spec's save
 * makes another recap the latest and no elimination here locks another spec's predictions. A retry (or a
 * repeat) meets its first attempt's locked episode and takes the next one still open. The castaways' totals
 * may carry other specs' points of earlier episodes (adminPoints' 31): only the episode's own are read.
 */

const SHOW = 'survivor';
const FIRST_EPISODE = 33;

/** A retry (or a repeat) meets the first attempt's players on the same server: its players' names differ. */
const surname = () => (test.info().retry || test.info().repeatEachIndex ? `Retry${test.info().retry}${test.info().repeatEachIndex}` : 'Tester');

const recapCard = (page: Page, joinCode: string, episode: number) =>
  page.getByRole('article', { name: `Survivor #${joinCode} ${RECAP_TEXTS.title(SHOW, episode)}` });

const boardRow = (page: Page, name: string) => standingsTable(page).getByRole('row').filter({ hasText: name });

test("an episode's recap reaches the dashboards (the spoiler-guarded one behind Reveal), and a correct prediction its leaderboard and breakdown", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { admin, seats, close } = await adminAndPlayers(browser, [`Cordelia ${surname()}`, `Ignatius ${surname()}`]);
  const [cordelia, ignatius] = seats;
  // From the middle of those still in: other specs draft the first or the last castaways.
  const draft = await draftedLeague(admin, seats, SHOW, { turnTimeLimit: 600, choose: (open) => open[Math.floor(open.length / 2)] });
  const [cordeliaFirst] = itemsOf(draft.picks, cordelia);
  const [goesHome, ignatiusSecond] = itemsOf(draft.picks, ignatius);
  const cast = await ok(apiFromPage<Contestant[]>(admin, '/api/survivor-contestants'));
  const nameOf = (id: string) => cast.find((member) => member.id === id)!.name;
  let episode = FIRST_EPISODE;
  while ((await ok(apiFromPage<PredictionPeriod>(cordelia.page, `/api/drafts/${draft.id}/predictions/${episode}`))).locked) episode += 1;
  const title = RECAP_TEXTS.title(SHOW, episode);

  // Cordelia is caught up; Ignatius has watched nothing yet.
  await spoilerGuard(cordelia.page, SHOW, null);
  await spoilerGuard(ignatius.page, SHOW, 0);

  // Who goes home in the episode: Cordelia says Ignatius's first pick, Ignatius says Cordelia's.
  const predicted = await ok(
    apiFromPage<{ mine: { itemId: string } | null }>(cordelia.page, `/api/drafts/${draft.id}/predictions/${episode}`, {
      method: 'PUT',
      body: { itemId: goesHome },
    }),
  );
  expect(predicted.mine?.itemId).toBe(goesHome);
  await ok(apiFromPage(ignatius.page, `/api/drafts/${draft.id}/predictions/${episode}`, { method: 'PUT', body: { itemId: cordeliaFirst } }));

  // Both dashboards are open before the episode is scored: no recap of it yet (another spec's earlier one may be there).
  const [page, guarded] = [cordelia.page, ignatius.page];
  for (const dashboard of [page, guarded]) {
    await dashboard.goto('/player/dashboard');
    await expect(dashboard.getByRole('heading', { name: 'Your Drafts' })).toBeVisible();
    await expect(recapCard(dashboard, draft.joinCode, episode)).toHaveCount(0);
  }
  if (!(await ok(apiFromPage<RecapsAnswer>(page, `/api/drafts/${draft.id}/recaps`))).recaps.length)
    await expect(page.getByRole('heading', { name: 'Latest Recaps' })).toBeHidden();

  try {
    // The admin eliminates him in the episode, then saves its results (the period's save route, as the points dialog does).
    await eliminate(admin, goesHome, episode);
    await addToPeriod(admin, SHOW, episode, [
      { subjectId: cordeliaFirst, pointType: 'immunity', points: 3 },
      { subjectId: ignatiusSecond, pointType: 'reward', points: 1 },
    ]);

    // The recap arrives on both open dashboards by themselves. Cordelia's: its lines and the top three,
    // with the episode's points (3 + 2 predicted: 5; Ignatius 1).
    const card = recapCard(page, draft.joinCode, episode);
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Latest Recaps' })).toBeVisible();
    await expect(card.getByRole('listitem').filter({ hasText: 'Top scorer:' })).toHaveText(`Top scorer: ${cordelia.name}, 5 points.`);
    await expect(card).toContainText(`Went home: ${nameOf(goesHome)} (${ignatius.name}'s pick).`);
    await expect(card).toContainText(`Who goes home: 1 of 2 called it (+2 each): ${cordelia.name}.`);
    await expect(card).not.toContainText('Top three:');
    const topThree = card.getByRole('list', { name: `Top three after Episode ${episode}` }).getByRole('listitem');
    await expect(topThree).toHaveCount(2);
    await expect(topThree.filter({ hasText: cordelia.name })).toContainText(/^(1st|2nd).* \(you\)\+5-?\d+$/);
    await expect(topThree.filter({ hasText: ignatius.name })).toContainText(/^(1st|2nd).*\+1-?\d+$/);
    await expect(card.getByRole('link', { name: `All recaps of Survivor #${draft.joinCode}` })).toHaveAttribute('href', `/league/${draft.id}`);

    // Ignatius's, guarded at the start: the guard's words and Reveal, nothing of the results until he asks.
    const hidden = recapCard(guarded, draft.joinCode, episode);
    await expect(hidden).toContainText(RECAP_TEXTS.guarded(SHOW, episode, 0));
    await expect(hidden).not.toContainText('Went home');
    await capture(page, 'recap-dashboard');
    await capture(guarded, 'recap-dashboard-guarded');
    await hidden.getByRole('button', { name: `Reveal ${title}` }).click();
    await expect(hidden).toContainText(`Went home: ${nameOf(goesHome)} (${ignatius.name}'s pick).`);
    await expect(hidden).toContainText(`Who goes home: 1 of 2 called it (+2 each): ${cordelia.name}.`);
    await expect(hidden.getByRole('button', { name: /^Reveal/ })).toHaveCount(0);
    await capture(guarded, 'recap-dashboard-revealed');

    // The league's leaderboard: 2 in Cordelia's Predictions column, 0 in Ignatius's; the chart still drawn.
    await page.goto(`/leaderboard?draft=${draft.id}`);
    await expect(standingsTable(page).getByRole('columnheader')).toHaveText(['Rank', 'Player', 'Picks', PREDICTION_TEXTS.column, 'Points']);
    await expect(boardRow(page, cordelia.name).getByRole('cell').nth(3)).toHaveText('2');
    await expect(boardRow(page, ignatius.name).getByRole('cell').nth(3)).toHaveText('0');
    await expect(pointsChart(page)).toBeVisible();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await capture(page, 'recap-leaderboard');

    // Her breakdown lists the prediction, right; his, wrong.
    await page.getByRole('button', { name: cordelia.name, exact: true }).click();
    const dialog = page.getByRole('dialog');
    const predictions = dialog.getByRole('region', { name: PREDICTION_TEXTS.column });
    await expect(predictions).toContainText('1 of 1 called right: 2 pts.');
    await expect(predictions.getByRole('listitem')).toHaveText([`Episode ${episode}: ${nameOf(goesHome)} ✓ +2`]);
    await expect(dialog.getByRole('term').filter({ hasText: PREDICTION_TEXTS.column })).toBeVisible();
    await capture(page, 'recap-breakdown', false);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: ignatius.name, exact: true }).click();
    await expect(dialog.getByRole('region', { name: PREDICTION_TEXTS.column }).getByRole('listitem')).toHaveText([
      `Episode ${episode}: ${nameOf(cordeliaFirst)} ✗ 0`,
    ]);
    await page.keyboard.press('Escape');
  } finally {
    // The castaway back in the game, for the specs that read the Survivor cast after this one.
    await restore(admin, goesHome);
  }
  await close();
});
