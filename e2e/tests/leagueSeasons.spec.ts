import { NEXT_SEASON_TEXTS, type DraftSummary, type SeasonsAnswer } from '@reality-draft/events';
import { apiFromPage } from '../support/drafts';
import { browserOn, gatewayOfThisFile } from '../support/gatewayProcess';
import { adminAndPlayers, draftedLeague, itemsOf, spoilerGuard } from '../support/leagues';
import { ok, type Seat } from '../support/miniGames';
import { nthMailTo } from '../support/outbox';
import { capture } from '../support/screens';
import { toast } from '../support/session';
import { expect, test, type Page } from '../support/test';

/**
 * The same league next season (docs/league.md#seasons): a Big Brother league of Bartholomew and Clementine
 * drafts, and the admin scores episode 1 so that Clementine leads. On the league page, which says it is the
 * league's first season, the admin starts the next season under a new name and lands on its league page; a
 * second start is refused. Both players are mailed their one-click join link: Bartholomew opens his and joins
 * with one click on the invite page; Clementine, on the first season's page, joins from its banner. The new
 * season's history shows the first season with Clementine its champion, and the record book her episode.
 *
 * A first season's champion and records count every point the server holds for its house guests, which many
 * specs score: the league runs on a gateway of this file's own, whose data folder (its outbox) this file reads.
 */

const SHOW = 'big_brother';
const FIRST_NAME = 'The Back Yard';
const SECOND_NAME = 'The Back Yard: Second Helping';
const HOH_POINTS = 7;
const VETO_POINTS = 3;

/** The own gateway writes its mails to its data folder's outbox/ (`gateway.dataDir`). */
const gateway = gatewayOfThisFile();

const historyCard = (page: Page) => page.locator('div.rounded-2xl').filter({ has: page.getByRole('heading', { name: 'League history', level: 2 }) });
const seasonItem = (page: Page, number: number) =>
  historyCard(page)
    .getByRole('list', { name: 'Seasons, newest first' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: `Season ${number}`, level: 3 }) });
const recordBook = (page: Page) => historyCard(page).getByRole('region', { name: 'Record book' });

test('a league’s next season: started from its page, its players invited by mail and banner, its history keeping the first season’s champion', async ({
  browser: sharedBrowser,
}) => {
  test.setTimeout(300_000);
  const { admin, seats, close } = await adminAndPlayers(browserOn(sharedBrowser, gateway.url), ['Bartholomew', 'Clementine']);
  const [bartholomew, clementine] = seats;

  // The first season: a named league, drafted to the end.
  const first = await draftedLeague(admin, seats, SHOW, { turnTimeLimit: 600, name: FIRST_NAME });
  const firstPickOf = (seat: Seat) => itemsOf(first.picks, seat)[0];
  for (const seat of seats) await spoilerGuard(seat.page, SHOW, null);

  // Before anything is scored the page says it is the league's first season.
  await admin.goto(`/league/${first.id}`);
  await expect(historyCard(admin)).toContainText('This is the league’s first season.');

  // Episode 1: Clementine's house guest wins Head of Household, Bartholomew's the veto. Clementine leads.
  await ok(
    apiFromPage(admin, `/api/admin/points/periods/${SHOW}/1`, {
      method: 'PUT',
      body: {
        entries: [
          { subjectId: firstPickOf(clementine), pointType: 'hoh', points: HOH_POINTS },
          { subjectId: firstPickOf(bartholomew), pointType: 'veto', points: VETO_POINTS },
        ],
      },
    }),
  );
  await expect(historyCard(admin)).toContainText('This is the league’s first season.');
  const start = historyCard(admin).getByRole('button', { name: 'Start next season' });
  await expect(start).toBeVisible();
  await capture(admin, 'league-seasons-first');

  // The admin starts the next season: the form has this season's name and show; a new name is given.
  await start.click();
  const form = admin.getByRole('form', { name: 'Start next season' });
  await expect(form.getByLabel('League name')).toBeFocused();
  await expect(form.getByLabel('League name')).toHaveValue(FIRST_NAME);
  await expect(form.getByLabel('Show')).toHaveValue(SHOW);
  await form.getByLabel('League name').fill(SECOND_NAME);
  await form.getByRole('checkbox', { name: /Start the draft by itself/ }).check();
  await expect(form.getByLabel('Start date')).toBeVisible();
  await form.scrollIntoViewIfNeeded();
  await capture(admin, 'league-seasons-next-form');
  // No start time after all: the admin starts it.
  await form.getByRole('checkbox', { name: /Start the draft by itself/ }).uncheck();
  await form.getByRole('button', { name: 'Start Season 2' }).click();
  await expect(toast(admin)).toContainText('Season 2 is open');
  await admin.waitForURL((url) => url.pathname.startsWith('/league/') && !url.pathname.endsWith(first.id));
  const secondId = new URL(admin.url()).pathname.split('/').pop()!;
  await expect(admin.getByRole('heading', { name: SECOND_NAME, level: 1 })).toBeVisible();
  await expect(historyCard(admin).getByRole('status')).toHaveText(
    'Season 2 is open. All 2 players of the season before were invited by push and mail to join in one click.',
  );
  const second = await ok(apiFromPage<{ draft: DraftSummary }>(admin, `/api/drafts/${secondId}`));
  expect(second.draft).toMatchObject({ previousDraftId: first.id, name: SECOND_NAME, showType: SHOW, status: 'pending' });

  // One next season per league: a second start is refused.
  const again = await apiFromPage<{ message: string }>(admin, `/api/admin/drafts/${first.id}/next-season`, { method: 'POST', body: {} });
  expect(again.status).toBe(409);
  expect(again.body.message).toBe(NEXT_SEASON_TEXTS.exists);

  // The first season's page now leads its admin to the new season, and offers no second one.
  await admin.goto(`/league/${first.id}`);
  await expect(admin.getByRole('region', { name: 'Season 2 is open' }).getByRole('link', { name: 'Go to Season 2' })).toHaveAttribute(
    'href',
    `/league/${secondId}`,
  );
  await expect(seasonItem(admin, 1)).toContainText('Champion: Clementine Tester, 7 points');
  await expect(historyCard(admin).getByRole('button', { name: 'Start next season' })).toHaveCount(0);

  // Both players are mailed their one-click join link.
  const link = `${gateway.url}/join/${second.draft.joinCode}`;
  for (const seat of seats) {
    const mail = await nthMailTo(seat.email, { dataDir: gateway.dataDir });
    expect(mail.subject).toBe(NEXT_SEASON_TEXTS.mailSubject(SECOND_NAME));
    expect(mail.text).toContain(`Hi ${seat.firstName},`);
    expect(mail.text).toContain(link);
  }

  // Bartholomew opens his link and joins in one click.
  await bartholomew.page.goto(link);
  const join = bartholomew.page.getByRole('region', { name: 'Join a Draft' });
  await expect(join.getByLabel('Join Code', { exact: true })).toHaveValue(second.draft.joinCode);
  await join.getByRole('button', { name: 'Join Draft' }).click();
  await expect(toast(bartholomew.page)).toContainText('Joined Draft!');
  await expect(bartholomew.page).toHaveURL(new RegExp(`/player/draft/${secondId}$`));

  // Clementine, on the first season's page, is offered the new season in one click.
  await clementine.page.goto(`/league/${first.id}`);
  const banner = clementine.page.getByRole('region', { name: 'Season 2 is open: join in one click' });
  await expect(banner).toContainText(`${SECOND_NAME} is back for another season of Big Brother`);
  await expect(seasonItem(clementine.page, 1)).toContainText('Champion: Clementine Tester, 7 points');
  await capture(clementine.page, 'league-seasons-join-banner');
  await banner.getByRole('button', { name: 'Join Season 2' }).click();
  const joined = clementine.page.getByRole('region', { name: "You're in Season 2" });
  const go = joined.getByRole('link', { name: 'Go to Season 2' });
  await expect(go).toBeFocused();
  await go.click();
  await expect(clementine.page).toHaveURL(new RegExp(`/league/${secondId}$`));

  const room = await ok(apiFromPage<{ participants: Array<{ playerId: string }> }>(admin, `/api/drafts/${secondId}`));
  expect(room.participants.map((participant) => participant.playerId).sort()).toEqual(seats.map((seat) => seat.id).sort());

  // The new season's history: the first season final, Clementine its champion; the record book her episode.
  const seasons = await ok(apiFromPage<SeasonsAnswer>(bartholomew.page, `/api/drafts/${secondId}/seasons`));
  expect(seasons.seasons.map((season) => [season.draftId, season.decided])).toEqual([
    [first.id, true],
    [secondId, false],
  ]);
  expect(seasons.records.mostPointsInPeriod).toMatchObject({ playerId: clementine.id, points: HOH_POINTS, draftId: first.id, period: 1 });
  await bartholomew.page.goto(`/league/${secondId}`);
  const page = bartholomew.page;
  const items = historyCard(page).getByRole('list', { name: 'Seasons, newest first' }).getByRole('article');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Season 2');
  await expect(items.first()).toContainText('Draft not started');
  await expect(seasonItem(page, 1)).toContainText('Final');
  await expect(seasonItem(page, 1)).toContainText(FIRST_NAME);
  await expect(seasonItem(page, 1)).toContainText('Champion: Clementine Tester, 7 points');
  await expect(seasonItem(page, 1).getByRole('row')).toHaveCount(3);
  await expect(seasonItem(page, 1).getByRole('row').nth(2)).toContainText(`${bartholomew.name} (you)`);
  await expect(recordBook(page)).toContainText(`Most points in one episode${clementine.name}: ${HOH_POINTS} points, episode 1 of Season 1`);
  await expect(recordBook(page)).toContainText(`Titles${clementine.name}: 1 title`);
  await expect(recordBook(page)).toContainText(`Best finishes${clementine.name}: 1st, Season 1${bartholomew.name}: 2nd, Season 1`);
  await expect(recordBook(page)).toContainText('Most replacements wonNone yet');
  // The first season's number is the way to its league page.
  await expect(seasonItem(page, 1).getByRole('link', { name: 'Season 1' })).toHaveAttribute('href', `/league/${first.id}`);
  await capture(page, 'league-seasons-history');

  await close();
});
