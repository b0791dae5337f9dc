import path from 'node:path';
import { PHOTO_MESSAGES } from '@reality-draft/events';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { apiFromPage } from '../support/drafts';
import { draftWithSeats, newSeat, ok } from '../support/miniGames';
import { capture, closeToast } from '../support/screens';
import { logInAsAdmin, toast } from '../support/session';

/** An original drawing of a castaway (600 x 800 JPEG), the file the admin uploads. */
const CASTAWAY_JPEG = path.join(__dirname, '..', 'fixtures', 'castaway.jpg');

type Castaway = { id: string; name: string; photoUrl: string | null };

/** The photo beside a member's name (decorative: the name says who it is), on a bios card or a pick card. */
const photoBeside = (page: Page, name: string) => page.getByText(name, { exact: true }).first().locator('xpath=ancestor::*[.//img][1]//img').first();

/** The image really arrived and decoded (an <img> whose load failed has no natural width). */
async function expectPhotoShown(photo: Locator) {
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /^\/api\/objects\/photos\/[0-9a-f]{32}/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

async function survivorCast(admin: Page) {
  await ok(apiFromPage(admin, '/api/admin/seed-survivor-contestants', { method: 'POST' }));
  await expect.poll(async () => (await apiFromPage<Castaway[]>(admin, '/api/survivor-contestants')).body.length).toBeGreaterThan(3);
  return (await apiFromPage<Castaway[]>(admin, '/api/survivor-contestants')).body;
}

test("an admin uploads a castaway's photo; players see it on the Survivor bios and in a draft room, and a file that is not an image is refused", async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(120_000);
  await logInAsAdmin(admin);
  // The fourth castaway: other tests draft the first ones, and none of them sets photos.
  const castaway = (await survivorCast(admin))[3];
  const card = admin.getByRole('form', { name: 'Survivor photo upload' });
  await card.getByLabel('Contestant').selectOption(castaway.id);

  // Named .png and sent as image/png, but text: the server reads the content and refuses it.
  await card.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await card.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(toast(admin)).toContainText('Upload Failed');
  await expect(toast(admin)).toContainText(PHOTO_MESSAGES.notAnImage);
  await closeToast(admin);
  expect((await apiFromPage<Castaway[]>(admin, '/api/survivor-contestants')).body.find((member) => member.id === castaway.id)?.photoUrl ?? null).toBeNull();

  await card.getByLabel('Photo', { exact: true }).setInputFiles(CASTAWAY_JPEG);
  await capture(admin, 'admin-dashboard-photo-chosen');
  await card.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(toast(admin)).toContainText('Photo Uploaded');
  await expect
    .poll(async () => (await apiFromPage<Castaway[]>(admin, '/api/survivor-contestants')).body.find((member) => member.id === castaway.id)?.photoUrl)
    .toMatch(/^\/api\/objects\/photos\/[0-9a-f]{32}$/);

  // The player's Survivor bios: the castaway's card shows the photo.
  const seat = await newSeat(browser, 'Indigo');
  await seat.page.goto('/player/survivor-contestant-bios');
  await expect(seat.page.getByRole('heading', { name: 'Survivor Bios' })).toBeVisible();
  await expectPhotoShown(photoBeside(seat.page, castaway.name));
  await capture(seat.page, 'survivor-bios-with-photo');

  // A Survivor draft room: the castaway's card shows it too.
  const draft = await draftWithSeats(admin, [seat], 'survivor');
  await seat.page.goto(`/player/draft/${draft.id}`);
  await expect(seat.page.getByText('Waiting to Start').first()).toBeVisible();
  await expectPhotoShown(photoBeside(seat.page, castaway.name));
});

test("an admin sets a team's photo from Data Tools and players see it on the team bios; the bios pages at desktop and phone width", async ({
  page: admin,
  browser,
}) => {
  // Three captures and two signed-in browsers: on a busy 2-core machine this has taken over three minutes.
  test.setTimeout(300_000);
  await logInAsAdmin(admin);
  await ok(apiFromPage(admin, '/api/admin/seed-teams', { method: 'POST' }));
  type RaceTeam = { id: string; teamNumber: number; memberNames: string; teamPhotoUrl: string | null };
  await expect.poll(async () => (await apiFromPage<RaceTeam[]>(admin, '/api/teams')).body.length).toBeGreaterThan(5);
  // The last team: other tests draft the first ones, and none of them sets photos.
  const team = (await apiFromPage<RaceTeam[]>(admin, '/api/teams')).body.sort((a, b) => b.teamNumber - a.teamNumber)[0];
  const raceCast = admin.getByRole('region', { name: 'Amazing Race cast' });
  await raceCast.getByRole('button', { name: new RegExp(`^Photo of .*${team.memberNames.split(' ')[0]}`) }).click();
  const dialog = admin.getByRole('dialog', { name: /^Photo of / });
  await dialog.getByLabel('Photo file').setInputFiles(CASTAWAY_JPEG);
  await capture(admin, 'admin-cast-photo-dialog', false);
  await dialog.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(toast(admin)).toContainText('Photo Uploaded');
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await apiFromPage<RaceTeam[]>(admin, '/api/teams')).body.find((member) => member.id === team.id)?.teamPhotoUrl)
    .toMatch(/^\/api\/objects\/photos\/[0-9a-f]{32}$/);

  const seat = await newSeat(browser, 'Juniper');
  const { page } = seat;
  await page.goto('/player/team-bios');
  await expect(page.getByRole('heading', { name: 'Amazing Race Teams' })).toBeVisible();
  await expectPhotoShown(photoBeside(page, team.memberNames));
  await capture(page, 'team-bios');
  await page.goto('/player/team-bios?show=teams');
  await expect(page.getByRole('heading', { name: 'Amazing Race Teams' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Big Brother Contestants' })).toBeHidden();
  await page.goto('/player/contestant-bios');
  await expect(page.getByRole('heading', { name: 'Big Brother Bios' })).toBeVisible();
  await capture(page, 'contestant-bios');
});
