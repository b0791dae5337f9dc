import { expect, test, type Page } from '../support/test';
import { adminAndPlayers, draftedLeague, eliminate, enterPoints, itemsOf, restore } from '../support/leagues';
import type { Seat } from '../support/miniGames';
import { capture } from '../support/screens';

/**
 * Standings where players look (issue 19 §3, §6, §10): the nav's Leaderboard opens the standings of
 * the person's leagues, a tab per draft plus the mini-games; the dashboard card shows the player's own
 * league, the one the Leaderboard opens on; a show's totals wait until the player has said how far they have watched it (once it is
 * scored); the Leaderboard opens on the league scored last; admins see every draft's standings whole.
 */

type Show = 'big_brother' | 'survivor';

/**
 * Who picks what in the Big Brother league, by place in the demo cast (contestantNumber): other specs
 * on the same server score 1-2 (admin points), 7-9 (corrections) and 8-16 (player standings), so
 * Marlow's totals here are his own. Survivor: the last castaways (its totals are not read).
 */
const HOUSE_PLACES: Record<string, number[]> = { Marlow: [3, 4, 5], Nico: [1, 2, 6] };

/** A league of the show: both seats join, the admin starts it, every pick goes through the API. */
const league = (admin: Page, seats: Seat[], showType: Show) =>
  draftedLeague(admin, seats, showType, {
    turnTimeLimit: 600,
    choose: (open, seat) => (showType === 'big_brother' ? open.find((item) => HOUSE_PLACES[seat.firstName].includes(item.contestantNumber!))! : open.at(-1)!),
  });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const tabs = (page: Page) => page.getByRole('tablist', { name: 'Leaderboards' });
const board = (page: Page) => page.getByRole('table', { name: /Player Leaderboard/ });
const row = (page: Page, name: string) => board(page).getByRole('row').filter({ hasText: name });

test('Leaderboard: a tab per league and the mini-games, the spoiler question first, the dashboard on the own league, admins see every draft', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { admin, seats, close } = await adminAndPlayers(browser, ['Marlow', 'Nico']);
  const [marlow] = seats;
  const house = await league(admin, seats, 'big_brother');
  const island = await league(admin, seats, 'survivor');
  const [first, second] = itemsOf(house.picks, marlow);
  // Episodes 7 and 8, which no other spec scores.
  await enterPoints(admin, first, 7, 'hoh', 3);
  await enterPoints(admin, second, 8, 'veto', 2);
  // Evicted in episode 8: after the last episode Marlow will say he has watched.
  await eliminate(admin, second, 8);

  // The dashboard: Marlow's own leagues (the Survivor one, started last, first), never the Amazing Race's,
  // open where the news is, as the Leaderboard (Big Brother, just scored).
  const page = marlow.page;
  await page.goto('/player/dashboard');
  const leagueSelect = page.getByLabel('League', { exact: true });
  await expect(leagueSelect.locator('option')).toHaveText([`Survivor #${island.joinCode}`, `Big Brother #${house.joinCode}`]);
  await expect(page.getByRole('heading', { name: 'How far have you watched Big Brother?' })).toBeVisible();
  await expect(page.getByText(/Amazing Race Player Leaderboard/)).toHaveCount(0);

  // The nav's Leaderboard: a tab per league and the mini-games, open where the news is (Big Brother,
  // just scored; not the newer Survivor league); the question first, no totals.
  await nav(page).getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/leaderboard\\?draft=${house.id}$`));
  await expect(tabs(page).getByRole('tab')).toHaveText([`Survivor #${island.joinCode}`, `Big Brother #${house.joinCode}`, 'Mini-games']);
  await expect(tabs(page).getByRole('tab', { name: `Big Brother #${house.joinCode}` })).toHaveAttribute('aria-selected', 'true');
  const ask = page.getByRole('region', { name: 'How far have you watched Big Brother?' });
  await expect(ask).toBeVisible();
  await expect(board(page)).toHaveCount(0);
  await capture(page, 'leaderboard-spoiler-ask');

  // Watched through episode 7: the totals count episodes 1-7 only, and the episode-8 eviction is not told yet; one header.
  await ask.getByLabel('Last episode you watched').selectOption('7');
  await ask.getByRole('button', { name: 'Watched through episode 7' }).click();
  await expect(row(page, 'Marlow Tester').getByRole('cell').last()).toHaveText('3');
  await expect(row(page, 'Marlow Tester')).toContainText('3 of 3 still in');
  await expect(row(page, 'Nico Tester')).toContainText('3 of 3 still in');
  await expect(board(page).getByRole('columnheader')).toHaveText(['Rank', 'Player', 'Picks', 'Predictions', 'Points']);
  await expect(page.getByText('Counting episodes 1-7 — your spoiler guard').first()).toBeVisible();

  // Remembered: never asked again for this show (a reload, the link of the league).
  await page.reload();
  await expect(row(page, 'Marlow Tester').getByRole('cell').last()).toHaveText('3');
  await expect(page.getByRole('heading', { name: /How far have you watched/ })).toHaveCount(0);
  // Changeable later: the spoiler guard under the standings.
  await page.getByLabel('Watched through').selectOption({ label: 'Everything (no spoiler guard)' });
  await expect(row(page, 'Marlow Tester').getByRole('cell').last()).toHaveText('5');
  await expect(row(page, 'Marlow Tester')).toContainText('2 of 3 still in');
  await expect(board(page).getByRole('columnheader')).toHaveText(['Rank', 'Player', 'Picks', 'Predictions', 'Points']);
  await capture(page, 'leaderboard-tabs');

  // Survivor is another show: asked once one of its episodes is scored (none here; another spec may score one), caught up.
  await tabs(page)
    .getByRole('tab', { name: `Survivor #${island.joinCode}` })
    .click();
  const caughtUp = page.getByRole('button', { name: "I'm caught up" });
  await expect(row(page, 'Marlow Tester').or(caughtUp)).toBeVisible();
  if (await caughtUp.isVisible()) await caughtUp.click();
  await expect(row(page, 'Marlow Tester')).toBeVisible();

  // The Mini-games tab is the mini-game leaderboard, its tabs the same.
  await tabs(page).getByRole('tab', { name: 'Mini-games' }).click();
  await expect(page).toHaveURL(/\/mini-game-leaderboard$/);
  await expect(page.getByRole('heading', { name: 'Mini-Game Leaderboard', level: 1 })).toBeVisible();
  await expect(tabs(page).getByRole('tab', { name: 'Mini-games' })).toHaveAttribute('aria-selected', 'true');
  await expect(nav(page).getByRole('link', { name: 'Leaderboard' })).toHaveClass(/text-brand-700/);
  await tabs(page)
    .getByRole('tab', { name: `Big Brother #${house.joinCode}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/leaderboard\\?draft=${house.id}$`));
  await expect(row(page, 'Marlow Tester').getByRole('cell').last()).toHaveText('5');

  // The dashboard now shows the totals of the league last viewed, and switches to the other league.
  await page.goto('/player/dashboard');
  await expect(page.getByRole('heading', { name: 'Big Brother Player Leaderboard' })).toBeVisible();
  await expect(row(page, 'Marlow Tester').getByRole('cell').last()).toHaveText('5');
  await page.getByLabel('League', { exact: true }).selectOption({ label: `Survivor #${island.joinCode}` });
  await expect(page.getByRole('heading', { name: 'Survivor Player Leaderboard' })).toBeVisible();

  // The admin: the same Leaderboard, every draft they run, whole (no spoiler guard, no question).
  await nav(admin).getByRole('link', { name: 'Leaderboard' }).click();
  await expect(admin.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeVisible();
  await expect(tabs(admin).getByRole('tab', { name: `Big Brother #${house.joinCode}` })).toBeVisible();
  await expect(tabs(admin).getByRole('tab', { name: `Survivor #${island.joinCode}` })).toBeVisible();
  await admin.goto(`/leaderboard?draft=${house.id}`);
  await expect(row(admin, 'Marlow Tester').getByRole('cell').last()).toHaveText('5');
  await expect(row(admin, 'Marlow Tester')).toContainText('2 of 3 still in');
  await expect(admin.getByRole('heading', { name: /How far have you watched/ })).toHaveCount(0);
  await capture(admin, 'admin-leaderboard');

  await restore(admin, second);
  await close();
});
