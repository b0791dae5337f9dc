import { expect, test, type Page } from '../support/test';
import { apiFromPage, ticker, tickerAnnouncement } from '../support/drafts';
import { adminAndPlayers, draftedLeague, eliminate, enterPoints, itemsOf, restore, spoilerGuard } from '../support/leagues';
import { draftWithSeats, ok } from '../support/miniGames';
import { capture } from '../support/screens';

/**
 * The spoiler guard covers every screen that shows an elimination (issue item 1): a house guest evicted
 * in episode 2 reads "Out later in the season - tap to reveal" on the bios and on Your Contestants for
 * a player who has watched through episode 1, tapping it reveals the eviction, and a player who is
 * caught up sees "EVICTED" / "Evicted in episode 2" at once. In a live room the same goes for the
 * cards, the pick queue and the ticker's "Admin eliminated ..." lines, which are not announced either.
 */

const OUT_LATER = 'Out later in the season - tap to reveal';

type Castaway = { id: string; name: string; isActive: boolean; eliminatedIn: number | null };

const watchedThrough = (page: Page, value: number | null) => spoilerGuard(page, 'big_brother', value);

// Both tests evict members of the one Big Brother cast: one after the other.
test.describe.configure({ mode: 'default' });

const bioOf = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('an eviction in episode 2 is "Out later in the season - tap to reveal" for a player guarded at episode 1, and shown to one caught up', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { admin, seats, close } = await adminAndPlayers(browser, ['Gale Guarded', 'Cora Caughtup']);
  const [guarded, caughtUp] = seats;
  // Past the house guests leaderboardTabs drafts (1-6), which it counts as still in.
  const draft = await draftedLeague(admin, seats, 'big_brother', { choose: (open) => open.find((item) => item.contestantNumber! >= 7) ?? open.at(-1)! });
  const [outId, stayId] = itemsOf(draft.picks, guarded);
  const cast = await ok(apiFromPage<Castaway[]>(admin, '/api/contestants'));
  const out = cast.find((member) => member.id === outId)!;

  // The admin scores episodes 1 and 2 and evicts Gale's first pick in episode 2.
  await enterPoints(admin, outId, 1, 'hoh', 3);
  await enterPoints(admin, stayId, 2, 'veto', 2);
  await eliminate(admin, outId, 2);
  await watchedThrough(guarded.page, 1);
  await watchedThrough(caughtUp.page, null);

  // The bios, guarded at episode 1: the eviction is behind a tap.
  const page = guarded.page;
  await page.goto('/player/contestant-bios');
  const bio = bioOf(page, out.name);
  await expect(bio.getByRole('button', { name: `${OUT_LATER}: ${out.name}` })).toBeVisible();
  await expect(bio).not.toContainText('EVICTED');
  await expect(bio).not.toContainText('Evicted in episode 2');
  await bio.scrollIntoViewIfNeeded();
  await capture(page, 'spoiler-guard-bios-guarded');
  await bio.getByRole('button', { name: `${OUT_LATER}: ${out.name}` }).click();
  await expect(bio).toContainText('EVICTED');
  await expect(bio).toContainText('Evicted in episode 2');
  await expect(bio).not.toContainText(OUT_LATER);

  // Your Contestants, guarded: the same on Gale's own card (the leaderboard counts episode 1 only).
  await page.goto('/player/your-contestants?show=big_brother');
  const cards = page.getByRole('region', { name: 'Your Big Brother Contestants' }).getByRole('listitem');
  const card = cards.filter({ hasText: out.name });
  await expect(card.getByRole('button', { name: `${OUT_LATER}: ${out.name}` })).toBeVisible();
  await expect(card).not.toContainText('EVICTED');
  await expect(card).not.toContainText('Evicted in episode 2');
  await expect(page.getByText('Counting episode 1 only — your spoiler guard').first()).toBeVisible();
  await capture(page, 'spoiler-guard-your-contestants-guarded');
  await card.getByRole('button', { name: `${OUT_LATER}: ${out.name}` }).click();
  await expect(card).toContainText('EVICTED');
  await expect(card).toContainText('Evicted in episode 2');

  // Caught up: the spec's texts at once, no tap.
  const other = caughtUp.page;
  await other.goto('/player/contestant-bios');
  await expect(bioOf(other, out.name)).toContainText('EVICTED');
  await expect(bioOf(other, out.name)).toContainText('Evicted in episode 2');
  await expect(other.getByText(OUT_LATER)).toHaveCount(0);
  await capture(other, 'spoiler-guard-bios-caught-up');
  await watchedThrough(page, 2);
  await page.goto('/player/your-contestants?show=big_brother');
  await expect(card).toContainText('EVICTED');
  await expect(card).toContainText('Evicted in episode 2');
  await expect(page.getByText(OUT_LATER)).toHaveCount(0);
  await capture(page, 'spoiler-guard-your-contestants-caught-up');

  // The shared cast as it was: other specs draft and count these house guests.
  await restore(admin, outId);
  await close();
});

test("the draft room's cards and the pick queue hide an eviction after the episode the player has watched through", async ({ browser }) => {
  test.setTimeout(180_000);
  const { admin, seats, close } = await adminAndPlayers(browser, ['Rhea Roomguard', 'Otto Roomother']);
  const [guarded, other] = seats;
  const draft = await draftWithSeats(admin, seats, 'big_brother');
  const cast = await ok(apiFromPage<Castaway[]>(admin, '/api/contestants'));
  const [queued, onCard] = cast.filter((member) => member.isActive).slice(-2);
  await watchedThrough(guarded.page, 1);

  // Before the start, Rhea queues a house guest; the admin then evicts it and another in episode 2.
  const page = guarded.page;
  await page.goto(`/player/draft/${draft.id}`);
  await page.getByRole('button', { name: `Queue ${queued.name}`, exact: true }).click();
  const queue = page.getByRole('list').filter({ has: page.getByRole('button', { name: `Remove ${queued.name} from the queue` }) });
  await expect(queue).toBeVisible();
  // The draft starts, so the evictions are told in the room's ticker too.
  await ok(apiFromPage(admin, `/api/drafts/${draft.id}/start`, { method: 'POST', body: {} }));
  await other.page.goto(`/player/draft/${draft.id}`);
  for (const member of [queued, onCard]) await eliminate(admin, member.id, 2);

  // Otto, with no guard, reads who went; Rhea reads that someone is out later, and nothing is announced to her.
  await expect(ticker(other.page)).toContainText(`Admin eliminated ${onCard.name}`);
  await expect(ticker(page).getByRole('button', { name: `${OUT_LATER}: a ticker line` })).toHaveCount(2);
  await expect(ticker(page)).not.toContainText(onCard.name);
  await expect(tickerAnnouncement(page)).not.toContainText(onCard.name);

  const card = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Pick ${onCard.name}`, exact: true }) });
  await expect(card.getByRole('button', { name: `${OUT_LATER}: ${onCard.name}` })).toBeVisible();
  await expect(card).not.toContainText('Evicted');
  await expect(card.getByRole('button', { name: `Pick ${onCard.name}`, exact: true })).not.toHaveAttribute('title', /Eliminated/);
  await expect(queue.getByRole('button', { name: `${OUT_LATER}: ${queued.name}` })).toBeVisible();
  await expect(queue).not.toContainText('Evicted');
  await capture(page, 'spoiler-guard-draft-room-guarded');
  await card.getByRole('button', { name: `${OUT_LATER}: ${onCard.name}` }).click();
  await expect(card).toContainText('Evicted');
  await ticker(page)
    .getByRole('button', { name: `${OUT_LATER}: a ticker line` })
    .first()
    .click();
  await expect(ticker(page).getByRole('button', { name: `${OUT_LATER}: a ticker line` })).toHaveCount(1);
  await expect(ticker(page)).toContainText('Admin eliminated');

  // Caught up: the room's word at once.
  await watchedThrough(page, null);
  await page.reload();
  await expect(card).toContainText('Evicted');
  await expect(page.getByText(OUT_LATER)).toHaveCount(0);
  await expect(ticker(page)).toContainText(`Admin eliminated ${onCard.name}`);

  for (const member of [queued, onCard]) await restore(admin, member.id);
  await close();
});
