import { MINI_GAME_MESSAGES, type AvailableDraft, type MiniGameSent, type SentMiniGame } from '@reality-draft/events';
import { defaultPuzzleSource } from './puzzles/defaultPuzzleSource';
import { bearer, memoryStorage, startMiniGames, type MiniGamesHarness, type Player } from '../test/minigamesHarness';

let h: MiniGamesHarness;
let alex: Player;
let blake: Player;

beforeEach(async () => {
  h = await startMiniGames(memoryStorage());
  [alex, blake] = [await h.player('Alex', 'Rivera'), await h.player('Blake')];
});
afterEach(() => h.running.stop());

const sentEvents = async () => (await h.running.events.readAll(0)).filter((event) => event.type === 'MiniGameSent') as unknown as MiniGameSent[];

describe('sending mini-games', () => {
  it("lists the admin's own drafts to send to, named by show and code; a deleted draft is gone", async () => {
    const draft = await h.draft([alex]);
    const gone = await h.draft([]);
    await h.http().delete(`/api/admin/drafts/${gone.id}`).set(bearer(h.admin)).expect(200);
    const { body } = await h.get('/api/admin/drafts/available').expect(200);
    expect(body as AvailableDraft[]).toEqual([
      { id: draft.id, name: `Big Brother #${draft.joinCode}`, showType: 'big_brother', joinCode: draft.joinCode, status: 'pending' },
    ]);
    expect((await h.get('/api/admin/drafts/available', await h.otherAdmin()).expect(200)).body).toEqual([]);
    await h.get('/api/admin/drafts/available', alex.token).expect(403);
  });

  it('sends the escape with one group of levels of equal minimum moves (10 or more), drawn once and recorded', async () => {
    const draft = await h.draft([alex, blake]);
    const { body } = await h.post('/api/admin/mini-games/send', h.admin, { draftId: draft.id, gameType: 'contestant-escape' }).expect(201);
    expect(body).toEqual({ id: expect.any(String), message: `Contestant Escape Challenge was sent to Big Brother #${draft.joinCode}.` });
    const [sent] = await sentEvents();
    expect(sent.data).toMatchObject({ miniGameId: body.id, draftId: draft.id, gameType: 'sliding-block', title: 'Contestant Escape Challenge' });
    const setup = sent.data.setup as Extract<MiniGameSent['data']['setup'], { gameType: 'sliding-block' }>;
    expect(setup.minMoves).toBeGreaterThanOrEqual(10);
    const group = defaultPuzzleSource.slidingGroups().find((candidate) => candidate.minMoves === setup.minMoves)!;
    expect(setup.levels).toEqual(group.levels);
    expect(group.levels.every((level) => level.minMoves === setup.minMoves)).toBe(true);
  });

  it('sends the jigsaw (by type or catalogue id) and a sudoku of a difficulty (medium by default), and lists them newest first', async () => {
    const draft = await h.draft([alex, blake]);
    const jigsaw = await h.send(draft.id, 'jigsaw-puzzle');
    h.clock.advance(60);
    const { body: sudoku } = await h.post('/api/admin/sudoku', h.admin, { draftId: draft.id, title: '  ', description: 'Week 3' }).expect(201);
    const { body } = await h.get('/api/admin/mini-games').expect(200);
    expect((body as SentMiniGame[]).map((game) => [game.id, game.gameType, game.title, game.difficulty, game.participants, game.completions])).toEqual([
      [sudoku.id, 'sudoku', 'Picture Sudoku', 'medium', 2, 0],
      [jigsaw, 'jigsaw', 'Family Game Night Jigsaw', '20 pieces', 2, 0],
    ]);
    expect(body[0]).toMatchObject({
      description: 'Week 3',
      finished: false,
      draft: { id: draft.id, name: `Big Brother #${draft.joinCode}`, joinCode: draft.joinCode },
    });
    expect((await h.get('/api/admin/mini-games', await h.otherAdmin()).expect(200)).body).toEqual([]);
  });

  it("refuses an unknown draft (404) and another admin's draft (403), changing nothing", async () => {
    const draft = await h.draft([alex]);
    const rival = await h.otherAdmin();
    const head = await h.running.events.head();
    expect((await h.post('/api/admin/mini-games/send', h.admin, { draftId: 'nope', gameType: 'jigsaw' }).expect(404)).body.message).toBe(
      MINI_GAME_MESSAGES.draftNotFound,
    );
    expect((await h.post('/api/admin/sudoku', rival, { draftId: draft.id }).expect(403)).body.message).toBe(MINI_GAME_MESSAGES.notYourDraft);
    expect((await h.post('/api/admin/mini-games/send', rival, { draftId: draft.id, gameType: 'rush_hour' }).expect(403)).body.message).toBe(
      MINI_GAME_MESSAGES.notYourDraft,
    );
    await h.post('/api/admin/mini-games/send', h.admin, { draftId: draft.id, gameType: 'sudoku' }).expect(400);
    await h.post('/api/admin/mini-games/send', alex.token, { draftId: draft.id, gameType: 'jigsaw' }).expect(403);
    expect(await h.running.events.head()).toBe(head);
  });

  it('generates a test sudoku with its solution for admins only', async () => {
    const { body } = await h.get('/api/admin/sudoku/test?difficulty=hard').expect(200);
    expect(body.difficulty).toBe('hard');
    expect(body.puzzle).toHaveLength(9);
    expect(body.solution.flat().every((digit: number) => digit >= 1 && digit <= 9)).toBe(true);
    body.puzzle.forEach((row: number[], r: number) => row.forEach((given, c) => given && expect(body.solution[r][c]).toBe(given)));
    expect((await h.get('/api/admin/sudoku/test').expect(200)).body.difficulty).toBe('medium');
    await h.get('/api/admin/sudoku/test?difficulty=impossible').expect(400);
    await h.get('/api/admin/sudoku/test', alex.token).expect(403);
  });
});

describe("managing a sent game is the sender's alone", () => {
  it.each([
    ['get', (id: string) => `/api/admin/mini-games/${id}/rankings`],
    ['post', (id: string) => `/api/admin/mini-games/${id}/finish`],
    ['delete', (id: string) => `/api/admin/mini-games/${id}`],
  ] as const)('%s %s: another admin 403, an unknown game 404', async (method, path) => {
    const game = await h.send((await h.draft([alex])).id, 'jigsaw');
    const rival = await h.otherAdmin();
    const head = await h.running.events.head();
    expect((await h.http()[method](path(game)).set(bearer(rival)).send().expect(403)).body.message).toBe(MINI_GAME_MESSAGES.notYourGame);
    expect((await h.http()[method](path('unknown-game')).set(bearer(h.admin)).send().expect(404)).body.message).toBe(MINI_GAME_MESSAGES.notFound);
    expect(await h.running.events.head()).toBe(head);
  });

  it("scopes a reset to one game ({ miniGameId }) only for the game's sender", async () => {
    const game = await h.send((await h.draft([alex])).id, 'jigsaw');
    const rival = await h.otherAdmin();
    await h.post('/api/admin/mini-games/reset-attempts', rival, { miniGameId: game }).expect(403);
    expect((await h.post('/api/admin/mini-games/reset-attempts', rival).expect(200)).body.miniGamesReset).toBe(0);
    expect((await h.post('/api/admin/mini-games/reset-attempts', h.admin, { miniGameId: game }).expect(200)).body.miniGamesReset).toBe(1);
    await h.post('/api/admin/mini-games/reset-attempts', h.admin, { miniGameId: 'unknown-game' }).expect(404);
  });

  it('resets every game only for an empty body: a body naming a game that cannot be read as JSON is a 400 and resets nothing', async () => {
    const draft = await h.draft([alex]);
    const [one] = [await h.send(draft.id, 'jigsaw'), await h.send(draft.id, 'contestant-escape')];
    const head = await h.running.events.head();
    const reset = () => h.http().post('/api/admin/mini-games/reset-attempts').set(bearer(h.admin));
    const named = JSON.stringify({ miniGameId: one });
    expect((await reset().set('content-type', 'text/plain').send(named).expect(400)).body.message).toBe(
      'The request body must be JSON (Content-Type: application/json).',
    );
    await reset().set('content-type', 'application/x-www-form-urlencoded').send(`miniGameId=${one}`).expect(400);
    await reset().set('content-type', 'application/json').send(named.slice(0, -1)).expect(400);
    expect(await h.running.events.head()).toBe(head);
    expect((await reset().set('content-type', 'text/plain').send('').expect(200)).body.miniGamesReset).toBe(2);
    expect((await reset().expect(200)).body.miniGamesReset).toBe(2);
  });

  it('deletes a game: gone from every list, and a second delete is 404', async () => {
    const draft = await h.draft([alex]);
    const game = await h.send(draft.id, 'jigsaw');
    expect((await h.http().delete(`/api/admin/mini-games/${game}`).set(bearer(h.admin)).expect(200)).body).toEqual({ id: game, message: 'Mini-game deleted.' });
    expect((await h.get('/api/admin/mini-games').expect(200)).body).toEqual([]);
    expect((await h.get('/api/player/mini-games', alex.token).expect(200)).body).toEqual([]);
    await h.get(`/api/player/mini-game/${game}`, alex.token).expect(404);
    await h.http().delete(`/api/admin/mini-games/${game}`).set(bearer(h.admin)).expect(404);
  });
});
