import type { PlayerPoints, ReplacementClaimView, ReplacementsAnswer } from '@reality-draft/events';
import { apiFromPage } from '../support/drafts';
import { browserOn, gatewayOfThisFile } from '../support/gatewayProcess';
import { addToPeriod, adminAndPlayers, currentPeriod, draftedLeague, eliminate, itemsOf, leaderboardOf, restore, spoilerGuard } from '../support/leagues';
import { ok } from '../support/miniGames';
import { capture, WIDTHS } from '../support/screens';
import { expect, test, type Page } from '../support/test';

/**
 * A won replacement on the player's screens (docs/league.md#replacements, #rosters): in a Big Brother
 * league with no claim window and 2 points a replacement, Cornelius's third pick scores a point and is
 * evicted in the episode being played; he claims an undrafted house guest at once, who scores 4 in the
 * next episode. The point breakdown keeps the evicted pick as a former pick ("until episode N", its point
 * still his), the new one "from episode N+1", and lists the claim ("Episode N+1: Kim for Lou −2"): its
 * figures add up to the leaderboard's total. Your Contestants lists his roster as it is now, then the
 * former pick; Your Teams explains the show's total with the replacement's cost.
 *
 * Which episode is being played, and what the show-wide leaderboard holds, depend on every point the
 * server holds: the league runs on a gateway of this file's own.
 */

const SHOW = 'big_brother';
const gateway = gatewayOfThisFile();

const leaderboardRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: /Player Leaderboard/ })
    .getByRole('row')
    .filter({ hasText: name });

test('a won replacement on the breakdown, Your Contestants and Your Teams: the former pick keeps its points, the claim its cost', async ({
  browser: sharedBrowser,
}) => {
  test.setTimeout(300_000);
  const { admin, seats, close } = await adminAndPlayers(browserOn(sharedBrowser, gateway.url), ['Cornelius', 'Araminta']);
  const [cornelius, araminta] = seats;
  const draft = await draftedLeague(admin, seats, SHOW, { turnTimeLimit: 600 });
  const [first, , third] = itemsOf(draft.picks, cornelius);
  for (const seat of seats) await spoilerGuard(seat.page, SHOW, null);
  // No claim window (a claim settles at once) and 2 points a replacement.
  await ok(apiFromPage(admin, `/api/admin/drafts/${draft.id}/rules`, { method: 'PUT', body: { replacements: { claimHours: 0, pointCost: 2 } } }));

  // The episode being played: Cornelius's first pick wins Head of Household, his third the veto and is evicted.
  const episode = await currentPeriod(cornelius.page, draft.id);
  await addToPeriod(admin, SHOW, episode, [
    { subjectId: first, pointType: 'hoh', points: 3 },
    { subjectId: third, pointType: 'veto', points: 1 },
  ]);
  await eliminate(admin, third, episode);

  // He drops the evicted pick for an undrafted house guest: with no window the claim is won at once.
  const options = await ok(apiFromPage<ReplacementsAnswer>(cornelius.page, `/api/drafts/${draft.id}/replacements`));
  expect(options.droppable.map((item) => item.itemId)).toEqual([third]);
  const [dropped, added] = [options.droppable[0], options.claimable[0]];
  const claim = await ok(
    apiFromPage<ReplacementClaimView>(cornelius.page, `/api/drafts/${draft.id}/replacements`, {
      method: 'POST',
      body: { dropItemId: third, addItemId: added.itemId },
    }),
  );
  expect(claim).toMatchObject({ status: 'won', fromPeriod: episode + 1, pointCost: 2 });
  // The next episode: the new house guest scores 4 for him.
  await addToPeriod(admin, SHOW, episode + 1, [{ subjectId: added.itemId, pointType: 'hoh', points: 4 }]);

  // The server's figures: 3 + 1 (the former pick's) + 4 drafted, 2 off for the replacement.
  const board = await leaderboardOf(cornelius.page, draft.id);
  expect(board.find((row) => row.playerId === cornelius.id)).toMatchObject({ draftPoints: 8, replacementPoints: -2, totalPoints: 6, teamsDrafted: 3 });
  const mine = (await ok(apiFromPage<PlayerPoints[]>(cornelius.page, `/api/all-player-points?showType=${SHOW}`))).find(
    (player) => player.playerId === cornelius.id,
  )!;
  const total = mine.totalPoints;
  const former = `until episode ${episode}`;
  const joined = `from episode ${episode + 1}`;

  try {
    // Your Contestants: the leaderboard's total, his roster as it is now, then the former pick, muted, with its point.
    const page = cornelius.page;
    await page.goto(`/player/your-contestants?show=${SHOW}`);
    await expect(leaderboardRow(page, cornelius.name).getByRole('cell').last()).toHaveText(String(total));
    const yours = page.getByRole('region', { name: 'Your Big Brother Contestants' });
    const formerPicks = yours.getByRole('region', { name: 'Former picks' });
    await expect(formerPicks.getByRole('listitem')).toHaveCount(1);
    await expect(formerPicks.getByRole('listitem')).toContainText(dropped.label);
    await expect(formerPicks.getByRole('listitem')).toContainText(`Until episode ${episode}`);
    await expect(formerPicks.getByRole('listitem')).toContainText('1point');
    const current = yours.getByRole('listitem').filter({ hasNotText: dropped.label });
    await expect(current).toHaveCount(3);
    await expect(current.filter({ hasText: added.label })).toContainText(`From episode ${episode + 1}`);
    await expect(yours.getByText('3 contestants', { exact: false })).toBeVisible();
    await yours.scrollIntoViewIfNeeded();
    await capture(page, 'roster-moves-your-contestants');

    // The breakdown: its figures add up to the total, the former pick under its own heading, the claim listed.
    await page.getByRole('button', { name: cornelius.name, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: `${cornelius.name} (you): point breakdown` })).toBeVisible();
    const figure = (label: string) =>
      dialog
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd');
    await expect(figure('Total')).toHaveText(String(total));
    await expect(figure('Drafted')).toHaveText('8');
    await expect(figure('Replacements')).toHaveText('-2');
    const drafted = dialog.getByRole('region', { name: 'Drafted contestants' });
    const formerRow = drafted.getByRole('region', { name: 'Former picks' }).getByRole('listitem');
    await expect(formerRow).toHaveCount(1);
    await expect(formerRow).toContainText(dropped.label);
    await expect(formerRow).toContainText(former);
    await expect(formerRow).toContainText('1 pt');
    await expect(drafted.getByRole('listitem').filter({ hasText: added.label })).toContainText(joined);
    await expect(drafted.getByRole('listitem').filter({ hasText: added.label })).toContainText('4 pts');
    const replacements = dialog.getByRole('region', { name: 'Replacements' });
    await expect(replacements).toContainText('1 replacement: −2 pts.');
    await expect(replacements.getByRole('listitem')).toHaveText(`Episode ${episode + 1}: ${added.label} for ${dropped.label} −2`);
    await capture(page, 'roster-moves-breakdown');
    // The capture shows the dialog from its top: its lower part (the former pick, the replacements), scrolled to, for a person to look at.
    for (const [label, size] of Object.entries(WIDTHS)) {
      await page.setViewportSize(size);
      await replacements.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`roster-moves-breakdown-lower-${label}.png`) });
    }
    await page.setViewportSize(WIDTHS.desktop);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Your Teams: the show's total is the leaderboard's, the replacement's cost said; the draft's card keeps the former pick.
    await page.goto('/player/your-teams');
    const show = page.getByRole('region', { name: 'Big Brother', exact: true });
    await expect(show).toContainText(`${total} pts (drafted 8, replacements -2)`);
    const formerTiles = show.getByRole('region', { name: /^Former picks/ }).getByRole('listitem');
    await expect(formerTiles).toHaveCount(1);
    await expect(formerTiles).toContainText(dropped.label);
    await expect(formerTiles).toContainText(former);
    await capture(page, 'roster-moves-your-teams');

    // Araminta sees his breakdown the same way from her page.
    await araminta.page.goto(`/player/your-contestants?show=${SHOW}`);
    await araminta.page.getByRole('button', { name: cornelius.name, exact: true }).click();
    const hers = araminta.page.getByRole('dialog');
    await expect(hers.getByRole('region', { name: 'Replacements' }).getByRole('listitem')).toHaveText(
      `Episode ${episode + 1}: ${added.label} for ${dropped.label} −2`,
    );
    await expect(hers.getByRole('region', { name: 'Former picks' })).toContainText(former);
  } finally {
    await restore(admin, third);
  }
  await close();
});
