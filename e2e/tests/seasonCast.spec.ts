import type { Contestant } from '@reality-draft/events';
import { writeFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { apiFromPage } from '../support/drafts';
import { draftWithSeats, newSeat, ok, pickToTheEnd, type Seat } from '../support/miniGames';
import { capture, closeToast } from '../support/screens';
import { logInAsAdmin, toast } from '../support/session';

/**
 * Any season's cast (issue 19 §2, §9): the admin eliminates and restores members from Data Tools
 * after a draft, and every open page shows it at once; a Survivor season's own tribes come from its
 * file; a bad file's problems are named by row and field; a file edited and chosen again is read anew.
 */

// Both tests change casts other tests read: one after the other.
test.describe.configure({ mode: 'default' });

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logInAsAdmin(page);
  return page;
}

/** A Big Brother draft the seats play to its end, each picking from the middle of those still in (other tests pick the first or the last ones); the first seat's picks. */
async function finishedBigBrotherDraft(admin: Page, seats: Seat[]): Promise<string[]> {
  const draft = await draftWithSeats(admin, seats, 'big_brother');
  const picks = await pickToTheEnd(admin, seats, draft, 'big_brother', (open) => open[Math.floor(open.length / 2)]);
  return picks
    .filter((pick) => pick.playerId === seats[0].id)
    .sort((a, b) => a.pickNumber - b.pickNumber)
    .map((pick) => pick.contestantId!);
}

const bigBrotherCast = async (page: Page) => ok(apiFromPage<Contestant[]>(page, '/api/contestants'));
const survivorCast = async (page: Page) => ok(apiFromPage<Contestant[]>(page, '/api/survivor-contestants'));

test('the admin eliminates and restores contestants in Data Tools after the draft; Your Contestants and the bios show it without a reload', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await adminPage(browser);
  const seat = await newSeat(browser, 'Wren');
  const other = await newSeat(browser, 'Yael');
  const [firstId, secondId] = await finishedBigBrotherDraft(admin, [seat, other]);
  const cast = await bigBrotherCast(admin);
  const first = cast.find((member) => member.id === firstId)!;
  const second = cast.find((member) => member.id === secondId)!;

  // The player has Your Contestants open on one page and the bios on another.
  await ok(apiFromPage(seat.page, '/api/player/spoiler-guard', { method: 'PUT', body: { showType: 'big_brother', watchedThrough: null } }));
  const mine = seat.page;
  await mine.goto('/player/your-contestants?show=big_brother');
  const cards = mine.getByRole('region', { name: 'Your Big Brother Contestants' }).getByRole('listitem');
  const cardOf = (name: string) => cards.filter({ hasText: name });
  await expect(cardOf(first.name)).toBeVisible();
  await expect(cardOf(first.name)).not.toContainText('EVICTED');
  const bios = await mine.context().newPage();
  await bios.goto('/player/contestant-bios');
  const bioOf = (name: string) => bios.getByRole('listitem').filter({ has: bios.getByRole('heading', { name, exact: true }) });
  await expect(bioOf(first.name)).toBeVisible();
  await expect(bioOf(first.name)).not.toContainText('EVICTED');
  for (const page of [mine, bios]) await page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));

  // Data Tools: every member, each with its own Eliminate button.
  const house = admin.getByRole('region', { name: 'Big Brother cast' });
  const members = house.getByRole('list', { name: 'Big Brother members' }).getByRole('listitem');
  await expect(members).toHaveCount(cast.length);
  const row = (name: string) => members.filter({ hasText: name });
  await house.getByRole('button', { name: `Eliminate ${first.name}`, exact: true }).click();
  await expect(toast(admin)).toContainText(`${first.name}: Evicted.`);
  await expect(row(first.name)).toContainText('Evicted');
  await expect(house.getByRole('button', { name: `Restore ${first.name}`, exact: true })).toBeVisible();
  // The points dialog's way: eliminated in an episode (the same route, with a period). Data Tools shows it at once.
  await ok(apiFromPage(admin, `/api/contestants/${second.id}/eliminate`, { method: 'PUT', body: { eliminated: true, period: 3 } }));
  await expect(row(second.name)).toContainText('Evicted in episode 3');
  await expect(house.getByRole('button', { name: `Restore ${second.name}`, exact: true })).toBeVisible();
  await house.scrollIntoViewIfNeeded();
  await capture(admin, 'admin-data-tools-members');

  // The player's pages, still the same pages, show both.
  await expect(cardOf(first.name)).toContainText('EVICTED');
  await expect(cardOf(second.name)).toContainText('Evicted in episode 3');
  await expect(bioOf(first.name)).toContainText('EVICTED');
  await expect(bioOf(second.name)).toContainText('Evicted in episode 3');
  await capture(mine, 'your-contestants-evicted');
  await capture(bios, 'contestant-bios-evicted');

  // Restored from Data Tools: back in everywhere, the episode forgotten.
  await closeToast(admin);
  await house.getByRole('button', { name: `Restore ${first.name}`, exact: true }).click();
  await expect(toast(admin)).toContainText(`${first.name} is back in the game.`);
  await house.getByRole('button', { name: `Restore ${second.name}`, exact: true }).click();
  await expect(house.getByRole('button', { name: `Eliminate ${second.name}`, exact: true })).toBeVisible();
  await expect(cardOf(first.name)).not.toContainText('EVICTED');
  await expect(cardOf(second.name)).not.toContainText('EVICTED');
  await expect(bioOf(second.name)).not.toContainText('Evicted');
  const after = await bigBrotherCast(admin);
  expect(after.find((member) => member.id === second.id)).toMatchObject({ isActive: true, eliminatedIn: null });
  for (const page of [mine, bios]) expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  await Promise.all([admin.context().close(), seat.page.context().close(), other.page.context().close()]);
});

const COLUMNS = ['contestantNumber', 'name', 'tribe', 'age', 'occupation', 'hometown', 'currentResidence', 'description', 'photoUrl'] as const;
const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
/** The castaways as a CSV file, each given the tribe `tribeOf` names (or the cell `edit` changes). */
function castCsv(castaways: Contestant[], tribeOf: (index: number) => string, edit: (index: number, column: string) => string | null = () => null): string {
  const cell = (castaway: Contestant, index: number, column: (typeof COLUMNS)[number]) => {
    if (column === 'tribe') return tribeOf(index);
    if (column === 'description') return `A castaway of the ${tribeOf(index)} tribe, from the season's own file.`;
    return castaway[column];
  };
  const rows = castaways.map((castaway, index) => COLUMNS.map((column) => csvCell(edit(index, column) ?? cell(castaway, index, column))).join(','));
  return [COLUMNS.join(','), ...rows].join('\n') + '\n';
}

/**
 * Chooses the file as a person does: a click on the input opens the file chooser. (Setting the same
 * path on the input again fires no change event in Chromium, as choosing the same file again in its
 * own dialog would not, unless the input is cleared on click as the form does.)
 */
async function chooseFile(page: Page, form: ReturnType<Page['getByRole']>, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await form.getByLabel('Cast file (.json or .csv)').click();
  await (await chooser).setFiles(file);
}

/** A Survivor import through the API; refused while a Survivor draft of another test is picking, so tried again until it is not. */
async function importSurvivor(admin: Page, content: string) {
  await expect(async () => {
    const { status } = await apiFromPage(admin, '/api/admin/cast/survivor/import', { method: 'POST', body: { format: 'json', content, season: 49 } });
    expect(status).toBe(200);
  }).toPass({ timeout: 60_000 });
}

test("a Survivor season's own tribes come from its file; a bad file's problems are named by row and field; a file edited and chosen again is read anew", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await adminPage(browser);
  await ok(apiFromPage(admin, '/api/admin/seed-survivor-contestants', { method: 'POST' }));
  const original = (await survivorCast(admin)).sort((a, b) => a.contestantNumber - b.contestantNumber);
  const file = test.info().outputPath('survivor-cast.csv');
  const seat = await newSeat(browser, 'Indigo');
  const bios = seat.page;

  try {
    await bios.goto('/player/survivor-contestant-bios');
    await expect(bios.getByRole('heading', { name: 'Survivor Bios' })).toBeVisible();
    await expect(bios.getByRole('heading', { name: /Tribe/ }).first()).toBeVisible();
    await bios.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));

    // The same castaways in two other tribes, loaded from a file in Data Tools.
    const form = admin.getByRole('form', { name: 'Load real cast from file' });
    await form.getByLabel('Show').selectOption('survivor');
    await expect(form).toContainText("The tribe is the castaway's tribe as the season names it");
    const twoTribes = (index: number) => (index % 2 === 0 ? 'Moto Maji' : 'Vaka');
    writeFileSync(file, castCsv(original, twoTribes));
    await chooseFile(admin, form, file);
    await form.getByLabel(/^Season/).fill('49');
    await form.getByRole('button', { name: 'Load Cast' }).click();
    await expect(async () => {
      // Another test's Survivor draft may be picking: the import waits for it as an admin would.
      if (await toast(admin).filter({ hasText: 'live draft' }).isVisible()) {
        await closeToast(admin);
        await chooseFile(admin, form, file);
        await form.getByRole('button', { name: 'Load Cast' }).click();
      }
      await expect(toast(admin).filter({ hasText: `Imported ${original.length} Survivor season 49 contestants.` })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 60_000 });

    // The player's bios, the same page: grouped by the file's tribes, not season 49's.
    const tribeHeadings = bios.getByRole('heading', { level: 3, name: /Tribe/ });
    await expect(tribeHeadings).toHaveText([/^Moto Maji Tribe/, /^Vaka Tribe/]);
    await expect(bios.getByText('The castaways of this season by tribe: Moto Maji and Vaka.')).toBeVisible();
    await expect(bios.getByRole('heading', { name: /Lavo Tribe/ })).toHaveCount(0);
    await capture(bios, 'survivor-bios-custom-tribes');

    // A file with mistakes: nothing is loaded, and each problem is named by its row and field.
    await closeToast(admin);
    writeFileSync(
      file,
      castCsv(original, twoTribes, (index, column) => {
        if (index === 1 && column === 'age') return 'old';
        if (index === 3 && column === 'tribe') return '';
        if (index === 5 && column === 'photoUrl') return 'javascript:alert(1)';
        return null;
      }),
    );
    await chooseFile(admin, form, file);
    await form.getByRole('button', { name: 'Load Cast' }).click();
    await expect(toast(admin)).toContainText('Import Failed');
    const problems = form.getByRole('list', { name: 'Problems in the cast file' }).getByRole('listitem');
    await expect(problems).toHaveText([
      'Row 2, age: must be a whole number from 1 to 120, not "old".',
      "Row 4, tribe: is required for Survivor (the castaway's tribe, as the season names it).",
      'Row 6, photoUrl: must be a web address starting with http:// or https://, or a path starting with /.',
    ]);
    await form.scrollIntoViewIfNeeded();
    await capture(admin, 'admin-cast-import-errors');
    expect((await survivorCast(admin)).map((castaway) => castaway.tribe)).toEqual(original.map((_, index) => twoTribes(index)));

    // The same file, fixed and given three tribes, chosen again: its new content is what loads.
    const threeTribes = (index: number) => ['Ikuna', 'Moto Maji', 'Vaka'][index % 3];
    writeFileSync(file, castCsv(original, threeTribes));
    await chooseFile(admin, form, file);
    await expect(problems).toHaveCount(0);
    await form.getByRole('button', { name: 'Load Cast' }).click();
    await expect(toast(admin).filter({ hasText: `Imported ${original.length} Survivor season 49 contestants.` })).toBeVisible();
    await expect(tribeHeadings).toHaveText([/^Ikuna Tribe/, /^Moto Maji Tribe/, /^Vaka Tribe/]);
    expect((await survivorCast(admin)).map((castaway) => castaway.tribe)).toEqual(original.map((_, index) => threeTribes(index)));
    expect(await bios.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  } finally {
    // Season 49 as it was (names, tribes, facts and photos), for the tests that read it after this one.
    const facts = original.map(({ contestantNumber, name, tribe, age, occupation, hometown, currentResidence, description, photoUrl }) => ({
      contestantNumber,
      name,
      tribe,
      age,
      occupation,
      hometown,
      currentResidence,
      description,
      photoUrl,
    }));
    await importSurvivor(admin, JSON.stringify(facts));
    await Promise.all([admin.context().close(), seat.page.context().close()]);
  }
});
