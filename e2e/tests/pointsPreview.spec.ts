import { expect, test, type Page } from '../support/test';
import { apiFromPage } from '../support/drafts';
import { draftWithSeats, newSeat, ok, pickToTheEnd, type Seat } from '../support/miniGames';
import { openPointsDialog, pointsChanges } from '../support/points';
import { capture } from '../support/screens';
import { logInAsAdmin } from '../support/session';

// Issue 23, item 3: a correction previewed as rank changes before it is saved, in the points dialog
// and in Point Totals' Correct. Nothing here is saved but the one entry that puts Ben ahead: Georgia's
// Head of Household in episode 19 (no other spec scores episode 19, nor has Georgia, 7th of the demo
// cast, in a league whose totals it reads), removed again at the end. Other specs may score the other
// picks meanwhile, so totals are read as numbers and the ranks follow from the margins.

type Contestant = { id: string; name: string };

const standings = (page: Page) => page.getByRole('group', { name: 'Standings when you save' });
const moved = (name: string, from: string, to: string, joinCode: string) =>
  new RegExp(`${name} Tester: ${from === to ? `still ${to}` : `${from} → ${to}`} in Big Brother #${joinCode}, (still -?\\d+|-?\\d+ → -?\\d+)`);

test('a points change shows who it moves in each draft before it is saved: the dialog, and Point Totals’ Correct', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await (await browser.newContext()).newPage();
  await logInAsAdmin(admin);
  const [ann, ben]: Seat[] = [await newSeat(browser, 'Ann'), await newSeat(browser, 'Ben')];
  const draft = await draftWithSeats(admin, [ann, ben], 'big_brother', 600);
  const cast = await ok(apiFromPage<Contestant[]>(admin, '/api/contestants'));
  const georgia = cast.find((contestant) => contestant.name.startsWith('Georgia '))!;
  const picks = await pickToTheEnd(admin, [ann, ben], draft, 'big_brother', (open, seat) =>
    seat === ben && open.some((item) => item.id === georgia.id) ? open.find((item) => item.id === georgia.id)! : open.find((item) => item.id !== georgia.id)!,
  );
  const annFirst = cast.find((contestant) => contestant.id === picks.find((pick) => pick.playerId === ann.id)!.contestantId)!;
  const hoh = { contestantId: georgia.id, episode: 19, pointType: 'hoh', points: 40 };
  const entry = await ok(apiFromPage<{ id: string }>(admin, '/api/contestant-point-totals-table', { method: 'POST', body: hoh }));

  // The dialog: episode 19 loads Georgia as Head of Household; Ann's contestant instead moves Ann up and Ben down.
  const dialog = await openPointsDialog(admin, 'Big Brother');
  await dialog.getByLabel('Episode', { exact: true }).selectOption({ label: 'Episode 19' });
  await expect(dialog.getByLabel('Head of Household winner')).toHaveValue(georgia.id);
  await expect(standings(admin)).toHaveCount(0);
  await dialog.getByLabel('Head of Household winner').selectOption({ label: annFirst.name });
  // The points box keeps the episode's saved 40.
  await expect(pointsChanges(admin)).toContainText(`Head of Household: Georgia -40, ${annFirst.name.split(' ')[0]} +40`);
  await expect(standings(admin)).toContainText(moved('Ann', '2nd', '1st', draft.joinCode));
  await expect(standings(admin)).toContainText(moved('Ben', '1st', '2nd', draft.joinCode));
  await capture(admin, 'points-preview', false);
  // Only the points of the same winner: Ben stays ahead, his total moves.
  await dialog.getByLabel('Head of Household winner').selectOption({ label: georgia.name });
  await dialog.getByLabel('Head of Household points').fill('45');
  await expect(pointsChanges(admin)).toContainText('Head of Household: Georgia +5');
  await expect(standings(admin)).toContainText(moved('Ben', '1st', '1st', draft.joinCode));
  await expect(standings(admin)).not.toContainText('Ann Tester');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Point Totals' Correct: Georgia's 40 down to 0 ties them; the same 40 moves no one.
  await admin.getByRole('tab', { name: 'Point Totals' }).click();
  await admin.getByRole('button', { name: `${georgia.name}, episode 19: 40 points` }).click();
  const history = admin.getByRole('dialog', { name: `${georgia.name}: Episode 19` });
  const card = history.getByRole('listitem', { name: 'Head of Household' });
  await card.getByRole('button', { name: 'Correct Head of Household' }).click();
  const correction = card.getByRole('form', { name: 'Correct Head of Household' });
  await expect(standings(admin)).toContainText("No one's total or rank moves in any draft.");
  await correction.getByLabel('New points').fill('-40');
  await expect(standings(admin)).toContainText(moved('Ann', '2nd', '1st', draft.joinCode));
  await expect(standings(admin)).toContainText(moved('Ben', '1st', '2nd', draft.joinCode));
  await capture(admin, 'points-preview-correct', false);
  await correction.getByLabel('New points').fill('40');
  await expect(standings(admin)).toContainText("No one's total or rank moves in any draft.");

  // Nothing was saved: Georgia's entry is as it was entered.
  const totals = await ok(apiFromPage<Record<string, Record<string, number>>>(admin, '/api/contestant-point-totals-table'));
  expect(totals[georgia.id]['19']).toBe(40);
  await ok(apiFromPage(admin, `/api/admin/points/entries/${entry.id}?reason=${encodeURIComponent('e2e preview walk')}`, { method: 'DELETE' }));
});
