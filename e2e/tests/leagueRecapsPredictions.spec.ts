import { PREDICTION_TEXTS, RECAP_TEXTS, type PredictionPeriod, type PredictionsAnswer, type RecapsAnswer } from '@reality-draft/events';
import { apiFromPage } from '../support/drafts';
import { adminAndPlayers, currentPeriod, eliminate, itemsOf, leaderboardOf, restore, type PointEntry } from '../support/leagues';
import { draftWithSeats, ok, pickToTheEnd, type Seat } from '../support/miniGames';
import { capture } from '../support/screens';
import { expect, test, type Page } from '../support/test';

/**
 * A league's page after the draft (docs/league.md): Wilhelmina and Barnaby each predict who goes home in the
 * Survivor episode to come; the admin votes out the castaway Wilhelmina named, which locks the episode's
 * predictions (a late one is refused with 409) and settles them; the admin saves the episode's points and the
 * page shows its recap (top scorer, who went home, who called it); a correction of the episode shows
 * "Updated" and the new standings. Barnaby, guarded at the start of the show, sees the recap hidden until he
 * reveals it. The league's admin sees everyone's predictions and sets the league's rules.
 *
 * Survivor, which few specs score: the episode walked is whichever the show is at (episode 1 on a fresh
 * server; another spec's saved episode moves it on, and a retry walks the next one), read from the service.
 */

type Castaway = { id: string; name: string; contestantNumber: number; isActive: boolean; eliminatedIn: number | null };

const predictionsOf = (page: Page, draftId: string) => ok(apiFromPage<PredictionsAnswer>(page, `/api/drafts/${draftId}/predictions`));
const savePeriod = (admin: Page, period: number, entries: PointEntry[]) =>
  ok(apiFromPage(admin, `/api/admin/points/periods/survivor/${period}`, { method: 'PUT', body: { entries } }));

/** The league page's "Who goes home" card, by the heading it has for `period`. */
const predictionsCard = (page: Page, period: number) =>
  page.locator('div.rounded-2xl').filter({ has: page.getByRole('heading', { name: PREDICTION_TEXTS.heading('survivor', period), level: 2 }) });
const recap = (page: Page, period: number) => page.getByRole('article', { name: RECAP_TEXTS.title('survivor', period) });

/** On the league page, the player names someone still in and saves it; the card then says who they picked. */
async function predict(seat: Seat, draftId: string, period: number, castaway: Castaway) {
  const { page } = seat;
  await page.goto(`/league/${draftId}`);
  const card = predictionsCard(page, period);
  await expect(card).toContainText('Correct prediction: 2 points');
  await expect(card.getByText('No prediction yet.')).toBeVisible();
  await card.getByLabel('Your prediction', { exact: true }).selectOption({ label: castaway.name });
  await card.getByRole('button', { name: 'Save prediction' }).click();
  await expect(card).toContainText(`Your pick: ${castaway.name}`);
  await expect(card.getByRole('button', { name: 'Save prediction' })).toBeDisabled();
}

test('players predict who goes home, the vote-out locks and settles it, and the episode recap follows its points and their correction', async ({ browser }) => {
  test.setTimeout(300_000);
  const { admin, seats, close } = await adminAndPlayers(browser, ['Wilhelmina Predictor', 'Barnaby Predictor']);
  const [wilhelmina, barnaby] = seats;
  const draft = await draftWithSeats(admin, seats, 'survivor');

  // The castaway who goes home: the show's second (castaways other specs vote out or photograph are further on),
  // Barnaby's first pick; the others pick from the end of the cast.
  const cast = (await ok(apiFromPage<Castaway[]>(admin, '/api/survivor-contestants'))).sort((a, b) => a.contestantNumber - b.contestantNumber);
  const goesHome = cast.filter((castaway) => castaway.isActive)[1];
  const picks = await pickToTheEnd(admin, seats, draft, 'survivor', (open, seat) =>
    seat.id === barnaby.id && open.some((item) => item.id === goesHome.id) ? open.find((item) => item.id === goesHome.id)! : open.at(-1)!,
  );
  expect(itemsOf(picks, barnaby)).toContain(goesHome.id);
  const stays = cast.find((castaway) => castaway.isActive && castaway.id !== goesHome.id && !picks.some((pick) => pick.contestantId === castaway.id))!;

  const episode = await currentPeriod(wilhelmina.page, draft.id);
  const title = RECAP_TEXTS.title('survivor', episode);

  // Before any scoring of this league's show the recaps say so (another spec's saved episode is a recap here too).
  await wilhelmina.page.goto(`/league/${draft.id}`);
  const recapsCard = wilhelmina.page.locator('div.rounded-2xl').filter({ has: wilhelmina.page.getByRole('heading', { name: 'Recaps', level: 2 }) });
  if ((await ok(apiFromPage<RecapsAnswer>(wilhelmina.page, `/api/drafts/${draft.id}/recaps`))).recaps.length === 0)
    await expect(recapsCard).toContainText(RECAP_TEXTS.none);

  // Each predicts on the league page: Wilhelmina the castaway who goes home, Barnaby one who stays.
  await predict(wilhelmina, draft.id, episode, goesHome);
  await predict(barnaby, draft.id, episode, stays);
  // Before the lock nobody sees another's prediction.
  const open = await ok(apiFromPage<PredictionPeriod>(barnaby.page, `/api/drafts/${draft.id}/predictions/${episode}`));
  expect(open).toMatchObject({ locked: false, predictions: null, mine: { itemId: stays.id } });

  // The admin votes Wilhelmina's pick out in the episode: the predictions lock, show everyone's, and are settled;
  // the card moves on to the next episode, the one just locked under it.
  await eliminate(admin, goesHome.id, episode);
  const page = wilhelmina.page;
  const locked = page.getByRole('region', { name: `Episode ${episode}`, exact: true });
  await expect(locked).toContainText(PREDICTION_TEXTS.locked('survivor', episode));
  await expect(locked.getByText('Locked', { exact: true })).toBeVisible();
  const everyone = locked.getByRole('list', { name: `Predictions for episode ${episode}` });
  await expect(everyone.getByRole('listitem')).toHaveCount(2);
  await expect(everyone.getByRole('listitem').filter({ hasText: wilhelmina.name })).toContainText(`${goesHome.name}✓Correct`);
  await expect(everyone.getByRole('listitem').filter({ hasText: barnaby.name })).toContainText(`${stays.name}✗Wrong`);
  await expect(page.getByRole('heading', { name: /^Who goes home in episode \d+\?$/, level: 2 })).not.toHaveText(PREDICTION_TEXTS.heading('survivor', episode));
  const another = cast.find((castaway) => castaway.isActive && castaway.id !== goesHome.id && castaway.id !== stays.id)!;
  const late = await apiFromPage<{ message: string }>(barnaby.page, `/api/drafts/${draft.id}/predictions/${episode}`, {
    method: 'PUT',
    body: { itemId: another.id },
  });
  expect(late.status).toBe(409);
  expect(late.body.message).toBe(PREDICTION_TEXTS.locked('survivor', episode));

  // The admin saves the episode: Wilhelmina's castaway won immunity, Barnaby's a reward. The recap arrives by push.
  const [wilhelminaFirst] = itemsOf(picks, wilhelmina);
  const [, barnabySecond, barnabyThird] = itemsOf(picks, barnaby);
  await savePeriod(admin, episode, [
    { subjectId: wilhelminaFirst, pointType: 'immunity', points: 5 },
    { subjectId: barnabySecond, pointType: 'reward', points: 3 },
  ]);
  const episodeRecap = recap(page, episode);
  await expect(episodeRecap).toContainText(`Top scorer: ${wilhelmina.name}, 7 points.`);
  await expect(episodeRecap).toContainText(`Went home: ${goesHome.name} (${barnaby.name}'s pick).`);
  await expect(episodeRecap).toContainText(`Who goes home: 1 of 2 called it (+2 each): ${wilhelmina.name}.`);
  await expect(episodeRecap.getByText('Updated')).toHaveCount(0);
  const standings = episodeRecap.getByRole('table', { name: `Standings after episode ${episode}` });
  // Each row: what the episode added (the order is by totals, which earlier episodes of these castaways may add to).
  const standing = (seat: Seat) => standings.getByRole('row').filter({ hasText: seat.name });
  await expect(standing(wilhelmina)).toContainText('+7');
  await expect(standing(barnaby)).toContainText('+3');

  // The league's standings count Wilhelmina's correct prediction.
  const board = await leaderboardOf(page, draft.id);
  expect(board.find((row) => row.playerId === wilhelmina.id)?.predictionPoints).toBe(2);
  expect(board.find((row) => row.playerId === barnaby.id)?.predictionPoints).toBe(0);

  // The admin corrects the episode: the immunity was Barnaby's castaway's, and the reward too. The recap says
  // "Updated" and shows Barnaby on top.
  await savePeriod(admin, episode, [
    { subjectId: barnabySecond, pointType: 'immunity', points: 5 },
    { subjectId: barnabyThird, pointType: 'reward', points: 3 },
  ]);
  await expect(episodeRecap.getByText('Updated')).toBeVisible();
  await expect(episodeRecap).toContainText(`Top scorer: ${barnaby.name}, 8 points.`);
  await expect(standing(barnaby)).toContainText('+8');
  await expect(standing(wilhelmina)).toContainText('+2');
  // On a fresh show (nothing scored before this episode) the totals are the episode's: Barnaby now leads.
  const { recaps } = await ok(apiFromPage<RecapsAnswer>(page, `/api/drafts/${draft.id}/recaps`));
  const shown = recaps.find((one) => one.period === episode)!;
  expect(shown).toMatchObject({ corrected: true, hidden: false });
  expect(shown.standings.map((row) => [row.playerName, row.periodPoints])).toEqual(
    expect.arrayContaining([
      [barnaby.name, 8],
      [wilhelmina.name, 2],
    ]),
  );
  if (shown.standings.every((row) => row.points === row.periodPoints)) await expect(standings.getByRole('row').nth(1)).toContainText(barnaby.name);
  await episodeRecap.scrollIntoViewIfNeeded();
  await capture(page, 'league-recaps-predictions');

  // Barnaby has watched none of the show: the recap is behind his guard until he reveals it (for this visit).
  await ok(apiFromPage(barnaby.page, '/api/player/spoiler-guard', { method: 'PUT', body: { showType: 'survivor', watchedThrough: 0 } }));
  await barnaby.page.goto(`/league/${draft.id}`);
  const guarded = recap(barnaby.page, episode);
  await expect(guarded).toContainText(RECAP_TEXTS.guarded('survivor', episode, 0));
  await expect(guarded).not.toContainText('Top scorer');
  await capture(barnaby.page, 'league-recap-guarded');
  await guarded.getByRole('button', { name: `Reveal ${title}` }).click();
  await expect(guarded).toContainText(`Top scorer: ${barnaby.name}, 8 points.`);
  await expect(guarded.getByText('Updated')).toBeVisible();
  await expect(guarded.getByRole('button', { name: `Reveal ${title}` })).toHaveCount(0);

  // The league's admin: everyone's predictions, and the league's rules: 3 points a correct prediction, and a
  // lock time for the episode now predicted.
  await admin.goto(`/league/${draft.id}`);
  await expect(admin.getByRole('list', { name: `Predictions for episode ${episode}` }).getByRole('listitem')).toHaveCount(2);
  const settings = admin.getByRole('form', { name: 'Prediction settings' });
  await expect(settings.getByLabel('Points per correct prediction')).toHaveValue('2');
  await settings.getByLabel('Points per correct prediction').fill('3');
  const next = (await predictionsOf(admin, draft.id)).currentPeriod!;
  expect(next).toBeGreaterThan(episode);
  await settings.getByLabel(`Lock time for episode ${next} (optional)`).fill('2030-12-02T20:00');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings).toContainText('Settings saved.');
  const saved = await predictionsOf(admin, draft.id);
  expect(saved.pointsPerCorrect).toBe(3);
  const upcoming = saved.periods.find((period) => period.period === next)!;
  expect(upcoming.locksAt).not.toBeNull();
  // The browser's zone wrote it: 20:00 there, whatever its offset.
  const wall = await admin.evaluate((at) => {
    const date = new Date(at);
    return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()} ${date.getHours()}:${date.getMinutes()}`;
  }, upcoming.locksAt!);
  expect(wall).toBe('2030-12-2 20:0');
  await expect(admin.getByText('Correct prediction: 3 points')).toBeVisible();
  await expect(admin.getByText(/^Predictions lock /)).toBeVisible();
  await capture(admin, 'league-predictions-admin');
  const recounted = await leaderboardOf(page, draft.id);
  expect(recounted.find((row) => row.playerId === wilhelmina.id)?.predictionPoints).toBe(3);

  // The shared cast as it was: other specs draft and count these castaways.
  await restore(admin, goesHome.id);
  await close();
});
