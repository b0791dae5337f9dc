import { REPLACEMENT_TEXTS, type DraftRoom, type LeagueRulesAnswer, type ReplacementsAnswer, type RosterItem, type UserPick } from '@reality-draft/events';
import { apiFromPage } from '../support/drafts';
import { browserOn, gatewayOfThisFile } from '../support/gatewayProcess';
import { addToPeriod, adminAndPlayers, currentPeriod, draftedLeague, eliminate, itemsOf, leaderboardOf, restore, spoilerGuard } from '../support/leagues';
import { ok, type Seat } from '../support/miniGames';
import { capture } from '../support/screens';
import { toast } from '../support/session';
import { expect, test, type Page } from '../support/test';

/**
 * Replacement picks settled by the standings (docs/league.md#replacements, #rosters): the admin of a Big
 * Brother league sets its rules on the league page (2 points a replacement, a 24-hour claim window), scores
 * an episode so that Philippa leads and evicts one pick of each player in it. Both claim the same undrafted
 * house guest on the league page, Philippa first; both see their claim pending until the window closes.
 * The admin settles the claims now: Octavius, placed lower, wins it and Philippa loses it, saying why. His
 * roster has the house guest, the league's leaderboard takes the 2 points off him, and the draft room's
 * board shows the swap.
 *
 * Who is placed lower depends on every point the server holds for these house guests, and Big Brother's
 * small cast is scored by many specs (their totals would move with this episode's points too): the league
 * runs on a gateway of this file's own. The episode is still read from the service, and the evicted house
 * guests are restored at the end.
 */

const SHOW = 'big_brother';
const gateway = gatewayOfThisFile();

const card = (page: Page, title: string) => page.locator('div.rounded-2xl').filter({ has: page.getByRole('heading', { name: title, level: 2 }) });
const replacementsCard = (page: Page) => card(page, 'Replacement picks');
const claimsOf = (page: Page, label: 'Your claims' | 'Claims in this league') =>
  replacementsCard(page).getByRole('list', { name: label }).getByRole('listitem');
const replacementsOf = (page: Page, draftId: string) => ok(apiFromPage<ReplacementsAnswer>(page, `/api/drafts/${draftId}/replacements`));

/** On the league page, the player drops their evicted pick for `add` and sees the claim pending. */
async function claim(seat: Seat, draftId: string, drop: RosterItem, add: RosterItem) {
  const { page } = seat;
  await page.goto(`/league/${draftId}`);
  const form = page.getByRole('form', { name: 'Claim a replacement' });
  await expect(replacementsCard(page)).toContainText('2 of 2 replacements left');
  await expect(replacementsCard(page)).toContainText('2 points each; claims stay open 24 hours.');
  await form.getByLabel('Drop', { exact: true }).selectOption({ label: drop.label });
  await form.getByLabel('Add', { exact: true }).selectOption({ label: add.label });
  await form.getByRole('button', { name: 'Claim replacement' }).click();
  await expect(form).toContainText(`Claim made: ${add.label} in for ${drop.label}, pending until `);
  const mine = claimsOf(page, 'Your claims');
  await expect(mine).toHaveCount(1);
  await expect(mine.first()).toContainText(`${add.label} in for ${drop.label}`);
  await expect(mine.first()).toContainText(/Pending: until \w{3}, \w{3} \d{1,2}/);
  // An open claim counts against the season's replacements.
  await expect(replacementsCard(page)).toContainText('1 of 2 replacements left');
}

test('a replacement claim race settled by standings: the lower-placed player wins the house guest, pays for it, and the board shows the swap', async ({
  browser: sharedBrowser,
}) => {
  test.setTimeout(300_000);
  const { admin, seats, close } = await adminAndPlayers(browserOn(sharedBrowser, gateway.url), ['Philippa', 'Octavius']);
  const [philippa, octavius] = seats;
  const draft = await draftedLeague(admin, seats, SHOW, { turnTimeLimit: 600 });
  const picksOf = (seat: Seat) => itemsOf(draft.picks, seat);
  for (const seat of seats) await spoilerGuard(seat.page, SHOW, null);

  // The admin sets the league's rules on its page: 2 points a replacement, claims open 24 hours.
  await admin.goto(`/league/${draft.id}`);
  const rulesCard = card(admin, 'League rules');
  const rules = rulesCard.getByRole('list', { name: "The league's rules" });
  await expect(rules).toContainText('Each player may replace up to 2 eliminated picks this season, at no cost.');
  await rulesCard.getByRole('button', { name: 'Change rules' }).click();
  const settings = admin.getByRole('form', { name: 'League rules settings' });
  await expect(settings.getByLabel('Replacements per player')).toBeFocused();
  // Out of its bounds, a number is refused before anything is sent.
  await settings.getByLabel('Points per replacement').fill('51');
  await settings.getByRole('button', { name: 'Save rules' }).click();
  await expect(settings.getByRole('alert')).toHaveText('Points per replacement must be a whole number from 0 to 50.');
  await settings.getByLabel('Points per replacement').fill('2');
  await settings.getByLabel('Claim window (hours)').fill('24');
  await rulesCard.scrollIntoViewIfNeeded();
  await capture(admin, 'league-rules-form');
  await settings.getByRole('button', { name: 'Save rules' }).click();
  await expect(toast(admin)).toContainText('Rules saved');
  await expect(rulesCard).toContainText('Rules saved.');
  await expect(rules).toContainText('Each player may replace up to 2 eliminated picks this season, at 2 points each.');
  await expect(rules).toContainText('Replacement claims stay open 24 hours; when two players claim the same one, the lower-placed player gets it.');
  await expect(rulesCard.getByRole('button', { name: 'Change rules' })).toBeFocused();
  expect(await ok(apiFromPage<LeagueRulesAnswer>(admin, `/api/drafts/${draft.id}/rules`))).toMatchObject({
    replacements: { perPlayer: 2, pointCost: 2, claimHours: 24 },
    trades: { enabled: true, reviewHours: 24 },
  });
  // The server refuses what is out of bounds, naming the field.
  const refused = await apiFromPage<{ message: string }>(admin, `/api/admin/drafts/${draft.id}/rules`, {
    method: 'PUT',
    body: { replacements: { perPlayer: 11 } },
  });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe('replacements.perPlayer must be at most 10.');

  // Before anyone's pick is out, a player is told when a replacement can be claimed.
  await octavius.page.goto(`/league/${draft.id}`);
  await expect(replacementsCard(octavius.page)).toContainText('You can claim a replacement once one of your picks is eliminated');
  await expect(octavius.page.getByRole('form', { name: 'Claim a replacement' })).toHaveCount(0);

  // The episode being played now, as the service counts it: the admin saves its results (Philippa's first
  // pick wins Head of Household: she leads) and evicts the last pick of each player in it.
  const episode = await currentPeriod(philippa.page, draft.id);
  // Enough for Philippa to lead whatever these house guests scored before (a repeat on this gateway).
  const totalsBefore = await leaderboardOf(admin, draft.id);
  const totalBefore = (seat: Seat) => totalsBefore.find((row) => row.playerId === seat.id)?.totalPoints ?? 0;
  await addToPeriod(admin, SHOW, episode, [
    { subjectId: picksOf(philippa)[0], pointType: 'hoh', points: Math.max(0, totalBefore(octavius) - totalBefore(philippa)) + 3 },
  ]);
  const evicted = [picksOf(philippa)[2], picksOf(octavius)[2]];
  try {
    for (const id of evicted) await eliminate(admin, id, episode);
    const board = await leaderboardOf(admin, draft.id);
    const total = (seat: Seat) => board.find((row) => row.playerId === seat.id)!.totalPoints;
    expect(total(philippa)).toBeGreaterThan(total(octavius));

    // Each may drop their evicted pick for someone undrafted: both want the same house guest.
    const philippaOptions = await replacementsOf(philippa.page, draft.id);
    const octaviusOptions = await replacementsOf(octavius.page, draft.id);
    expect(philippaOptions.droppable.map((item) => item.itemId)).toEqual([evicted[0]]);
    expect(octaviusOptions.droppable.map((item) => item.itemId)).toEqual([evicted[1]]);
    const wanted = philippaOptions.claimable[0];
    expect(octaviusOptions.claimable.map((item) => item.itemId)).toContain(wanted.itemId);

    // Philippa claims first, then Octavius: both are pending until the window closes.
    await claim(philippa, draft.id, philippaOptions.droppable[0], wanted);
    await claim(octavius, draft.id, octaviusOptions.droppable[0], wanted);
    await expect(claimsOf(philippa.page, 'Your claims').first()).toContainText('Pending');
    await replacementsCard(philippa.page).scrollIntoViewIfNeeded();
    await capture(philippa.page, 'league-replacements-pending');

    // The league's admin sees both claims and settles them now.
    await admin.goto(`/league/${draft.id}`);
    const everyClaim = claimsOf(admin, 'Claims in this league');
    await expect(everyClaim).toHaveCount(2);
    await expect(everyClaim.filter({ hasText: philippa.name })).toContainText('Pending');
    await expect(everyClaim.filter({ hasText: octavius.name })).toContainText('Pending');
    const settle = replacementsCard(admin).getByRole('button', { name: 'Settle claims now' });
    await replacementsCard(admin).scrollIntoViewIfNeeded();
    await capture(admin, 'league-replacements-admin');
    await settle.click();
    await expect(everyClaim.filter({ hasText: octavius.name })).toContainText(`Won: from episode ${episode + 1}, cost 2 points`);
    await expect(everyClaim.filter({ hasText: philippa.name })).toContainText(`Lost: ${REPLACEMENT_TEXTS.lostToLower(wanted.label)}`);
    await expect(settle).toHaveCount(0);

    // Their open pages follow: Octavius, placed lower, won it; Philippa lost it, and has her replacements back.
    const won = claimsOf(octavius.page, 'Your claims').first();
    await expect(won).toContainText('Won');
    await expect(won).toContainText(`from episode ${episode + 1}, cost 2 points`);
    await expect(replacementsCard(octavius.page)).toContainText('1 of 2 replacements left');
    await expect(replacementsCard(octavius.page)).toContainText('You can claim a replacement once one of your picks is eliminated');
    const lost = claimsOf(philippa.page, 'Your claims').first();
    await expect(lost).toContainText('Lost');
    await expect(lost).toContainText(REPLACEMENT_TEXTS.lostToLower(wanted.label));
    await expect(replacementsCard(philippa.page)).toContainText('2 of 2 replacements left');
    await replacementsCard(octavius.page).scrollIntoViewIfNeeded();
    await capture(octavius.page, 'league-replacements-won');

    // Octavius's roster has the house guest in the evicted one's place; the leaderboard takes the 2 points off him.
    const roster = await ok(apiFromPage<UserPick[]>(octavius.page, '/api/user/picks'));
    const held = roster.filter((pick) => pick.draftId === draft.id).map((pick) => pick.contestantId);
    expect(held).toContain(wanted.itemId);
    expect(held).not.toContain(evicted[1]);
    const standings = await leaderboardOf(octavius.page, draft.id);
    expect(standings.find((row) => row.playerId === octavius.id)?.replacementPoints).toBe(-2);
    expect(standings.find((row) => row.playerId === philippa.id)?.replacementPoints).toBe(0);

    // The draft room's board keeps the draft and shows the swap on Octavius's pick.
    const room = await ok(apiFromPage<DraftRoom>(octavius.page, `/api/drafts/${draft.id}`));
    expect(room.rosterMoves).toEqual([
      expect.objectContaining({ kind: 'replacement', playerId: octavius.id, dropItemId: evicted[1], addItemId: wanted.itemId, fromPeriod: episode + 1 }),
    ]);
    const dropped = octaviusOptions.droppable[0];
    await octavius.page.goto(`/player/draft/${draft.id}`);
    const boardTable = octavius.page.getByTestId('draft-board');
    const swapped = boardTable.getByRole('cell').filter({ hasText: `replaced ${dropped.label} from episode ${episode + 1}` });
    await expect(swapped).toHaveCount(1);
    await expect(swapped).toContainText(wanted.label);
    await expect(boardTable.getByRole('cell').filter({ hasText: wanted.label })).toHaveCount(1);
    await swapped.scrollIntoViewIfNeeded();
    await capture(octavius.page, 'league-replacements-board');
  } finally {
    // The cast as it was.
    for (const id of evicted) await restore(admin, id);
  }
  await close();
});
