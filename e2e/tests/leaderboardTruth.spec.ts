import { expect, test, type Page } from '../support/test';
import { apiFromPage } from '../support/drafts';
import { browserOn, gatewayOfThisFile } from '../support/gatewayProcess';
import { adminAndPlayers, draftedLeague, enterPoints, itemsOf } from '../support/leagues';
import { ok, solveJigsaw } from '../support/miniGames';
import { capture } from '../support/screens';
import { chartEnds, pointsChart as chart, standingsTable as board, tableTotals } from '../support/standings';

/**
 * The Leaderboard tells one story (issue items "the chart and the table agree" and "opens where the
 * news is"): a season walked through the API (a Big Brother league scored episode by episode, a
 * mini-game finished between two episodes, a newer Survivor league nobody has scored) and read as a
 * player: the Leaderboard opens on the scored league, not the newest; the spoiler question offers the
 * scored episodes only; "Points over time" ends each player's line at the table's total, mini-game
 * points included; an unscored show asks nothing; the league last viewed reopens until a new result
 * is entered. Which league has the news depends on every score the server holds, so the season runs on
 * a gateway of its own. Totals are read off the screen and compared with each other.
 */

type ScoredShow = { showType: string; periods: number[]; position: number };

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const tabs = (page: Page) => page.getByRole('tablist', { name: 'Leaderboards' });

const gateway = gatewayOfThisFile();

test('the Leaderboard opens on the scored league, asks about scored episodes only, and its chart ends at the table’s totals', async ({
  browser: sharedBrowser,
}) => {
  test.setTimeout(300_000);
  const { admin, seats, close } = await adminAndPlayers(browserOn(sharedBrowser, gateway.url), ['Avery', 'Bailey', 'Casey']);
  const [avery, bailey, casey] = seats;

  // Big Brother first, then a Survivor league drafted later (the newest league): nobody scores Survivor here.
  const house = await draftedLeague(admin, seats, 'big_brother', { turnTimeLimit: 600 });
  const island = await draftedLeague(admin, seats, 'survivor', { turnTimeLimit: 600, choose: (open) => open.at(-1)! });

  // Episodes 1 and 2 go to Avery and Casey; between episode 2 and 3 a jigsaw is finished, which only Bailey solved.
  await enterPoints(admin, itemsOf(house.picks, avery)[0], 1, 'hoh', 3);
  await enterPoints(admin, itemsOf(house.picks, casey)[0], 1, 'veto', 2);
  await enterPoints(admin, itemsOf(house.picks, avery)[1], 2, 'survived_block', 1);
  const game = await ok(apiFromPage<{ id: string }>(admin, '/api/admin/mini-games/send', { method: 'POST', body: { draftId: house.id, gameType: 'jigsaw' } }));
  await solveJigsaw(bailey, game.id, 2500);
  const finished = await ok(
    apiFromPage<{ pointsAwarded: Array<{ playerId: string; points: number }> }>(admin, `/api/admin/mini-games/${game.id}/finish`, { method: 'POST', body: {} }),
  );
  expect(finished.pointsAwarded.map((award) => award.playerId)).toEqual([bailey.id]);
  expect(finished.pointsAwarded[0].points).toBeGreaterThan(0);
  // The latest news: episode 3.
  await enterPoints(admin, itemsOf(house.picks, casey)[1], 3, 'hoh', 3);

  // Bailey's Leaderboard opens on the scored Big Brother league, not on the newer Survivor one.
  const page = bailey.page;
  await page.goto('/player/dashboard');
  await nav(page).getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/leaderboard\\?draft=${house.id}$`));
  await expect(tabs(page).getByRole('tab', { name: `Big Brother #${house.joinCode}` })).toHaveAttribute('aria-selected', 'true');

  // The question offers none-yet and the episodes scored so far, nothing past them.
  const ask = page.getByRole('region', { name: 'How far have you watched Big Brother?' });
  await expect(ask).toBeVisible();
  await expect(async () => {
    const scored = await ok(apiFromPage<ScoredShow[]>(page, '/api/scored-periods'));
    const episodes = scored.find((show) => show.showType === 'big_brother')!.periods;
    expect(episodes).toEqual(expect.arrayContaining([1, 2, 3]));
    await expect(ask.getByLabel('Last episode you watched').locator('option')).toHaveText(['None yet', ...episodes.map((episode) => `Episode ${episode}`)], {
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  await capture(page, 'leaderboard-truth-ask');
  await ask.getByRole('button', { name: "I'm caught up" }).click();

  // The table counts Bailey's mini-game points; the chart's lines end where the table's totals are.
  await expect(board(page)).toBeVisible();
  await expect(chart(page)).toBeVisible();
  await expect(page.getByText('mini-game points in the episode they were awarded')).toBeVisible();
  const totals = await tableTotals(page);
  expect([...totals.keys()].sort()).toEqual([avery.name, bailey.name, casey.name]);
  expect(totals.get(bailey.name)).toBeGreaterThanOrEqual(finished.pointsAwarded[0].points);
  const { label, ends } = await chartEnds(page);
  expect(label).toMatch(/^Episode \d+$/);
  expect(Object.fromEntries(ends)).toEqual(Object.fromEntries(totals));
  await capture(page, 'leaderboard-truth');

  // Survivor has no scored episode yet: nothing to spoil, so no question.
  await tabs(page)
    .getByRole('tab', { name: `Survivor #${island.joinCode}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/leaderboard\\?draft=${island.id}$`));
  await expect(board(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'How far have you watched Survivor?' })).toHaveCount(0);
  await expect(page.getByText("The chart starts once the first episode's points are in.")).toBeVisible();
  await capture(page, 'leaderboard-truth-unscored');

  // The league last viewed reopens while nothing new is scored, on the Leaderboard and the dashboard.
  const openLeaderboard = async () => {
    await page.goto('/player/dashboard');
    await nav(page).getByRole('link', { name: 'Leaderboard' }).click();
  };
  await openLeaderboard();
  await expect(page).toHaveURL(new RegExp(`/leaderboard\\?draft=${island.id}$`));
  await page.goto('/player/dashboard');
  await expect(page.getByRole('heading', { name: 'Survivor Player Leaderboard' })).toBeVisible();

  // A new result (episode 4) moves both back to the news.
  await enterPoints(admin, itemsOf(house.picks, bailey)[0], 4, 'veto', 2);
  await expect(async () => {
    await openLeaderboard();
    await expect(page).toHaveURL(new RegExp(`/leaderboard\\?draft=${house.id}$`), { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await page.goto('/player/dashboard');
  await expect(page.getByRole('heading', { name: 'Big Brother Player Leaderboard' })).toBeVisible();

  await close();
});
