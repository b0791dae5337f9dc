import {
  defaultCatalogueSettings,
  MINI_GAME_MESSAGES,
  miniGameInactive,
  type CatalogueSettingsAnswer,
  type FinishAnswer,
  type RankingsAnswer,
} from '@reality-draft/events';
import { bearer, memoryStorage, startMiniGames, type MiniGamesHarness, type Player } from '../../test/minigamesHarness';

let h: MiniGamesHarness;
let players: Player[];

beforeEach(async () => {
  h = await startMiniGames(memoryStorage());
  players = [await h.player('Alex', 'Rivera'), await h.player('Blake', 'Stone'), await h.player('Casey')];
});
afterEach(() => h.running.stop());

const SETTINGS = '/api/admin/mini-games/settings';
const save = (games: object, token = h.admin) => h.http().put(SETTINGS).set(bearer(token)).send({ games });
const saves = async () => (await h.running.events.readAll(0)).filter((event) => event.type === 'MiniGameCatalogueSaved');

describe('catalogue settings', () => {
  it('starts with the playable games Active at their catalogue points, trivia off', async () => {
    expect((await h.get(SETTINGS).expect(200)).body).toEqual({ settings: defaultCatalogueSettings(), savedAt: null });
    expect(defaultCatalogueSettings()).toEqual({
      'contestant-escape': { isActive: true, pointValue: 5 },
      'jigsaw-puzzle': { isActive: true, pointValue: 4 },
      'picture-sudoku': { isActive: true, pointValue: 5 },
      'weekly-trivia': { isActive: false, pointValue: 3 },
    });
  });

  it("persists a save as an event on the admin's stream, reads it back, and keeps each admin's own", async () => {
    const { body } = await save({ 'jigsaw-puzzle': { isActive: false, pointValue: 7 } }).expect(200);
    const expected: CatalogueSettingsAnswer = {
      settings: { ...defaultCatalogueSettings(), 'jigsaw-puzzle': { isActive: false, pointValue: 7 } },
      savedAt: '2026-11-23T20:00:00.000Z',
    };
    expect(body).toEqual(expected);
    expect((await h.get(SETTINGS).expect(200)).body).toEqual(expected);
    // Saving what is already saved records nothing.
    await save({ 'jigsaw-puzzle': { isActive: false, pointValue: 7 } }).expect(200);
    expect(await saves()).toHaveLength(1);
    expect((await h.get(SETTINGS, await h.otherAdmin()).expect(200)).body).toEqual({ settings: defaultCatalogueSettings(), savedAt: null });
  });

  it.each([
    ['no games', {}],
    ['an unknown game', { chess: { isActive: true, pointValue: 3 } }],
    ['0 points', { 'jigsaw-puzzle': { isActive: true, pointValue: 0 } }],
    ['11 points', { 'jigsaw-puzzle': { isActive: true, pointValue: 11 } }],
    ['a fraction', { 'jigsaw-puzzle': { isActive: true, pointValue: 2.5 } }],
    ['a missing switch', { 'jigsaw-puzzle': { pointValue: 3 } }],
    ['a switch that is not a boolean', { 'jigsaw-puzzle': { isActive: 'yes', pointValue: 3 } }],
  ])('refuses %s with a 400, saving nothing', async (_what, games) => {
    const { body } = await save(games).expect(400);
    expect(body.message).toEqual(expect.any(String));
    expect(await saves()).toHaveLength(0);
  });

  it('is for admins only: 401 without a session, 403 for a player', async () => {
    await h.http().get(SETTINGS).expect(401);
    await h
      .http()
      .put(SETTINGS)
      .send({ games: { 'jigsaw-puzzle': { isActive: true, pointValue: 3 } } })
      .expect(401);
    await h.get(SETTINGS, players[0].token).expect(403);
    await save({ 'jigsaw-puzzle': { isActive: false, pointValue: 3 } }, players[0].token).expect(403);
    expect(await saves()).toHaveLength(0);
  });

  it('refuses to send a game switched off (422), and sends it again once switched on', async () => {
    const draft = await h.draft(players);
    await save({ 'contestant-escape': { isActive: false, pointValue: 5 }, 'picture-sudoku': { isActive: false, pointValue: 5 } }).expect(200);
    const head = await h.running.events.head();
    const escape = await h.post('/api/admin/mini-games/send', h.admin, { draftId: draft.id, gameType: 'rush_hour' }).expect(422);
    expect(escape.body.message).toBe(miniGameInactive('Contestant Escape Challenge'));
    expect((await h.post('/api/admin/sudoku', h.admin, { draftId: draft.id }).expect(422)).body.message).toBe(miniGameInactive('Picture Sudoku'));
    expect(await h.running.events.head()).toBe(head);
    // Another admin's draft is still refused as theirs, whatever the switch.
    expect((await h.post('/api/admin/mini-games/send', await h.otherAdmin(), { draftId: draft.id, gameType: 'jigsaw' }).expect(403)).body.message).toBe(
      MINI_GAME_MESSAGES.notYourDraft,
    );
    await save({ 'contestant-escape': { isActive: true, pointValue: 5 } }).expect(200);
    await h.post('/api/admin/mini-games/send', h.admin, { draftId: draft.id, gameType: 'rush_hour' }).expect(201);
  });

  it("finishes with the spec's 3, 2 and 1 whatever the game's saved point value", async () => {
    const draft = await h.draft(players);
    const game = await h.send(draft.id, 'jigsaw');
    await h.play(game, players[0], 30);
    await h.play(game, players[1], 20);
    await h.play(game, players[2], 40);
    await save({ 'jigsaw-puzzle': { isActive: true, pointValue: 9 } }).expect(200);
    const preview = (await h.get(`/api/admin/mini-games/${game}/rankings`).expect(200)).body as RankingsAnswer;
    expect(preview.rankings.map((row) => row.points)).toEqual([3, 2, 1]);
    const { body } = (await h.post(`/api/admin/mini-games/${game}/finish`, h.admin).expect(200)) as { body: FinishAnswer };
    expect(body.pointsAwarded.map((award) => [award.playerId, award.points])).toEqual([
      [players[1].id, 3],
      [players[0].id, 2],
      [players[2].id, 1],
    ]);
  });
});
