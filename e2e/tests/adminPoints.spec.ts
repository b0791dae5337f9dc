import { expect, test, type Page } from '../support/test';
import { apiFromPage } from '../support/drafts';
import { capture, closeToast, expectNoPageScroll, WIDTHS } from '../support/screens';
import { openPointsDialog } from '../support/points';
import { logInAsAdmin, toast } from '../support/session';

/** The Big Brother demo cast, seeded from the dashboard's Data Tools. */
async function bigBrotherCast(page: Page) {
  await closeToast(page);
  await page.getByRole('button', { name: 'Seed Contestants', exact: true }).click();
  await expect(toast(page)).toContainText('Big Brother season 27');
  await closeToast(page);
  // A parallel test may be seeding the same cast: its answer ("already loaded") can come before the
  // catalogue's read model has every contestant, so wait for the whole cast.
  const cast = () => apiFromPage<Array<{ id: string; name: string }>>(page, '/api/contestants');
  await expect.poll(async () => (await cast()).body.length).toBe(16);
  return (await cast()).body;
}

test('an admin scores a Big Brother episode in the dialog, sees the totals and corrects a cell with its history kept', async ({ page }) => {
  test.setTimeout(90_000);
  // A retry scores an episode its first attempt did not: the first save must find the episode empty.
  const episode = 29 + 4 * test.info().retry;
  await logInAsAdmin(page);
  const [hoh, veto] = await bigBrotherCast(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await capture(page, 'admin-points-dashboard');

  const dialog = await openPointsDialog(page, 'Big Brother');
  await dialog.getByRole('button', { name: 'Save Points' }).click();
  await expect(toast(page)).toContainText('Episode Required');
  await closeToast(page);
  await dialog.getByLabel('Episode', { exact: true }).selectOption({ label: `Episode ${episode}` });
  await dialog.getByRole('button', { name: 'Save Points' }).click();
  await expect(toast(page)).toContainText('No Competition Winners Selected');
  await closeToast(page);

  await dialog.getByLabel('Head of Household winner').selectOption({ label: hoh.name });
  await dialog.getByLabel('Veto winner').selectOption({ label: veto.name });
  await expect(dialog.getByLabel('Head of Household points')).toHaveValue('3');
  await expect(dialog.getByLabel('Veto points')).toHaveValue('2');
  await capture(page, 'admin-points-dialog', false);
  await dialog.getByRole('button', { name: 'Save Points' }).click();
  await expect(toast(page)).toContainText(`Big Brother episode ${episode}: 2 entries saved`);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Latest Big Brother entries' })).toContainText(hoh.name);

  // The Point Totals tab keeps the chosen show and shows the new totals.
  await page.getByRole('tab', { name: 'Point Totals' }).click();
  await expect(page.getByRole('tab', { name: 'Big Brother', selected: true })).toBeVisible();
  const hohCell = page.getByRole('button', { name: `${hoh.name}, episode ${episode}: 3 points` });
  await expect(hohCell).toBeVisible();
  await expect(page.getByRole('button', { name: `${veto.name}, episode ${episode}: 2 points` })).toBeVisible();
  // The row's total is the sum over every episode (a parallel test may score other episodes meanwhile).
  const rowTotal = page
    .getByRole('row', { name: new RegExp(`^${hoh.name}`) })
    .getByRole('cell')
    .last();
  await expect(async () => {
    const totals = (await apiFromPage<Record<string, Record<string, number>>>(page, '/api/contestant-point-totals-table')).body;
    expect(await rowTotal.textContent()).toBe(String(Object.values(totals[hoh.id]).reduce((sum, points) => sum + points, 0)));
  }).toPass();
  await capture(page, 'admin-points-totals');
  await page.setViewportSize(WIDTHS.phone);
  await expectNoPageScroll(page);
  // The table opens on the latest episode and, through the capture's resizes and whole-page
  // screenshots, stays there: the last cell of the row is in the table's view.
  const latestCell = page
    .getByRole('row', { name: new RegExp(`^${hoh.name}`) })
    .getByRole('button')
    .last();
  const region = page.getByRole('region', { name: 'Point totals, scrolls sideways' });
  await expect(async () => {
    const [cell, table] = [(await latestCell.boundingBox())!, (await region.boundingBox())!];
    expect(cell.x).toBeGreaterThanOrEqual(table.x);
    expect(cell.x + cell.width).toBeLessThanOrEqual(table.x + table.width);
  }).toPass({ timeout: 10_000 });
  await page.setViewportSize(WIDTHS.desktop);

  // The cell's history, a correction, and the history keeps both.
  await hohCell.click();
  const history = page.getByRole('dialog', { name: `${hoh.name}: Episode ${episode}` });
  const entry = history.getByRole('listitem', { name: 'Head of Household' });
  await expect(entry.getByRole('list', { name: 'Head of Household history' })).toContainText('Entered 3 points');
  await entry.getByRole('button', { name: 'Correct Head of Household' }).click();
  const correction = entry.getByRole('form', { name: 'Correct Head of Household' });
  await correction.getByLabel('New points').fill('4');
  await correction.getByLabel(/Reason/).fill('Replay of the competition');
  await correction.getByRole('button', { name: 'Save Correction' }).click();
  await expect(toast(page)).toContainText('now has 4 points (was 3)');
  const steps = entry.getByRole('list', { name: 'Head of Household history' }).getByRole('listitem');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toContainText('Entered 3 points');
  await expect(steps.nth(1)).toContainText('Corrected 3 → 4 points');
  await expect(steps.nth(1)).toContainText('Replay of the competition');
  await expect(entry).toContainText('4 pts');
  await capture(page, 'admin-points-history', false);
  await history.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('button', { name: `${hoh.name}, episode ${episode}: 4 points` })).toBeVisible();
});

test('a failed save says why, keeps the dialog open and saves nothing', async ({ page }) => {
  await logInAsAdmin(page);
  const [first, second] = await bigBrotherCast(page);
  await page.route('**/api/admin/points/periods/big_brother/30', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    return route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ message: 'Episode 30 has not aired yet.' }) });
  });

  const dialog = await openPointsDialog(page, 'Big Brother');
  await dialog.getByLabel('Episode', { exact: true }).selectOption({ label: 'Episode 30' });
  await dialog.getByLabel('Head of Household winner').selectOption({ label: first.name });
  await dialog.getByLabel('Veto winner').selectOption({ label: second.name });
  await dialog.getByRole('button', { name: 'Save Points' }).click();
  await expect(toast(page)).toContainText('Failed to save points: Episode 30 has not aired yet.');
  await expect(dialog).toBeVisible();
  expect((await apiFromPage<{ entries: unknown[] }>(page, '/api/admin/points/periods/big_brother/30')).body.entries).toEqual([]);
});

test('an Amazing Race week keeps a placement and the Express Pass apart; Survivor has its own point types', async ({ page }) => {
  test.setTimeout(90_000);
  await logInAsAdmin(page);
  await closeToast(page);
  await page.getByRole('button', { name: 'Seed Teams', exact: true }).click();
  await expect(toast(page)).toContainText(/season 38/);
  await closeToast(page);
  const teams = () => apiFromPage<Array<{ id: string; memberNames: string }>>(page, '/api/teams');
  await expect.poll(async () => (await teams()).body.length).toBeGreaterThan(2);
  const [winner, second] = (await teams()).body;

  const race = await openPointsDialog(page, 'Amazing Race');
  await race.getByLabel('Week', { exact: true }).selectOption({ label: 'Week 5' });
  await race.getByLabel('1st Place team').selectOption({ label: winner.memberNames });
  // A team placed 1st is not offered for 2nd.
  await expect(race.getByLabel('2nd Place team').locator('option', { hasText: winner.memberNames })).toHaveCount(0);
  await race.getByLabel('2nd Place team').selectOption({ label: second.memberNames });
  await race.getByLabel('Express Pass winner').selectOption({ label: winner.memberNames });
  await capture(page, 'admin-points-dialog-race', false);
  await race.getByRole('button', { name: 'Save Points' }).click();
  await expect(toast(page)).toContainText('Amazing Race week 5: 3 entries saved');
  await page.getByRole('tab', { name: 'Point Totals' }).click();
  await expect(page.getByRole('button', { name: `${winner.memberNames}, week 5: 8 points` })).toBeVisible();
  await expect(page.getByRole('button', { name: `${second.memberNames}, week 5: 4 points` })).toBeVisible();
  await capture(page, 'admin-points-totals-race');

  await closeToast(page);
  await page.getByRole('button', { name: 'Seed Survivor Contestants', exact: true }).click();
  await expect(toast(page)).toContainText('Survivor season 49');
  await closeToast(page);
  const castaways = () => apiFromPage<Array<{ id: string; name: string; isActive: boolean; tribe: string | null }>>(page, '/api/survivor-contestants');
  await expect.poll(async () => (await castaways()).body.length).toBeGreaterThan(3);
  const island = await openPointsDialog(page, 'Survivor');
  await expect(island.getByLabel('Individual immunity points')).toHaveValue('5');
  await expect(island.getByLabel('Sole Survivor points')).toHaveValue('20');
  await island.getByLabel('Episode', { exact: true }).selectOption({ label: 'Episode 31' });
  // Tribal immunity: a whole tribe at once.
  const cast = (await castaways()).body;
  const tribe = [...new Set(cast.map((castaway) => castaway.tribe).filter(Boolean))].sort()[0]!;
  const tribeStillIn = cast.filter((castaway) => castaway.tribe === tribe && castaway.isActive).length;
  await island.getByLabel('Add individual immunity winners').selectOption({ value: `tribe:${tribe}` });
  await expect(island.getByRole('list', { name: 'Individual immunity winners' }).getByRole('listitem')).toHaveCount(tribeStillIn);
  await island.getByRole('group', { name: 'Survived the episode' }).getByRole('button', { name: 'All still in' }).click();
  const stillIn = cast.filter((castaway) => castaway.isActive).length;
  await expect(island.getByRole('list', { name: 'Survived the episode winners' }).getByRole('listitem')).toHaveCount(stillIn);
  await capture(page, 'admin-points-dialog-survivor', false);
  await island.getByRole('button', { name: 'Save Points' }).click();
  await expect(toast(page)).toContainText(`Survivor episode 31: ${tribeStillIn + stillIn} entries saved`);
});
