import { MINI_GAME_MESSAGES, type CompleteAnswer, type PlayerMiniGameItem, type PlayerMiniGameView, type StartAnswer } from '@reality-draft/events';
import { bearer, memoryStorage, solvingMoves, startMiniGames, type MiniGamesHarness, type Player } from '../test/minigamesHarness';

let h: MiniGamesHarness;
let alex: Player;
let blake: Player;
let draft: { id: string; joinCode: string };

beforeEach(async () => {
  h = await startMiniGames(memoryStorage());
  [alex, blake] = [await h.player('Alex', 'Rivera'), await h.player('Blake')];
  draft = await h.draft([alex, blake]);
});
afterEach(() => h.running.stop());

const view = async (game: string, player = alex) => (await h.get(`/api/player/mini-game/${game}`, player.token).expect(200)).body as PlayerMiniGameView;

describe('an attempt on the server clock', () => {
  it('reveals the puzzle only by start; a reload resumes the running attempt with the server clock', async () => {
    const game = await h.send(draft.id, 'rush_hour');
    const [item] = (await h.get('/api/player/mini-games', alex.token).expect(200)).body as PlayerMiniGameItem[];
    expect(item).toMatchObject({ id: game, gameType: 'rush_hour', attemptsUsed: 0, maxAttempts: 1, completed: false, hasActiveAttempt: false, bestTime: null });
    expect(item.draft).toEqual({ id: draft.id, showType: 'big_brother', joinCode: draft.joinCode, name: null });
    expect(JSON.stringify(item)).not.toContain('pieces');
    expect(await view(game)).toMatchObject({ attempt: null, attemptCount: 0, maxAttemptsReached: false });

    const { body: started } = await h.start(game, alex).expect(200);
    expect(started as StartAnswer).toMatchObject({ id: game, attemptCount: 1, startedAt: '2026-11-23T20:00:00.000Z', serverNow: '2026-11-23T20:00:00.000Z' });
    expect(started.puzzle.level).toMatchObject({ gridSize: 6, minMoves: expect.any(Number), pieces: expect.any(Array) });

    h.clock.advance(30);
    const resumed = await view(game);
    expect(resumed).toMatchObject({ hasActiveAttempt: true, attemptCount: 1, maxAttemptsReached: true });
    expect(resumed.attempt).toEqual({ startedAt: started.startedAt, serverNow: '2026-11-23T20:00:30.000Z', puzzle: started.puzzle });

    const head = await h.running.events.head();
    const again = (await h.start(game, alex).expect(200)).body;
    expect(again).toMatchObject({ message: MINI_GAME_MESSAGES.attemptRunning, startedAt: started.startedAt, puzzle: started.puzzle });
    expect(await h.running.events.head()).toBe(head);
  });

  it("records the server's time, whatever the completion claims; perfect when solved in the level's minimum moves", async () => {
    const game = await h.send(draft.id, 'rush_hour');
    const { body: started } = await h.start(game, alex).expect(200);
    h.clock.advance(42.4);
    const moves = solvingMoves(started.puzzle);
    const { body } = await h.complete(game, alex, { completionTimeSeconds: 3, moves }).expect(200);
    expect(body as CompleteAnswer).toEqual({
      id: game,
      message: 'Puzzle completed in 42 seconds!',
      completionTime: 42,
      completionTimeSeconds: 42,
      claimedSeconds: 3,
      moves: moves.length,
      perfect: moves.length === started.puzzle.level.minMoves,
      completedAt: '2026-11-23T20:00:42.400Z',
    });
    expect(body.perfect).toBe(true);
    expect(await view(game)).toMatchObject({ completed: true, isCompleted: true, bestTime: 42, moves: moves.length, perfect: true, attempt: null });
  });

  it('refuses an illegal move with the rules\u2019 message, and an unsolved proof leaving the attempt open', async () => {
    const game = await h.send(draft.id, 'rush_hour');
    const { body: started } = await h.start(game, alex).expect(200);
    const moves = solvingMoves(started.puzzle);
    const target = started.puzzle.level.pieces.find((piece: { isTarget: boolean }) => piece.isTarget);
    const illegal = await h.complete(game, alex, { moves: [{ pieceId: target.id, row: (target.row + 1) % 6, col: target.col }] }).expect(422);
    expect(illegal.body.message).toEqual(expect.any(String));
    expect(illegal.body.message).not.toBe(MINI_GAME_MESSAGES.unsolved);
    expect((await h.complete(game, alex, { moves: moves.slice(0, -1) }).expect(422)).body.message).toBe(MINI_GAME_MESSAGES.unsolved);
    expect((await h.complete(game, alex, { moves: [{ pieceId: 3, position: 4 }] }).expect(422)).body.message).toContain('not a sliding-block move');
    expect((await h.complete(game, alex, { completionTimeSeconds: 1 }).expect(400)).body.message).toBe(MINI_GAME_MESSAGES.proofMissing);
    expect((await view(game)).hasActiveAttempt).toBe(true);
    h.clock.advance(30);
    await h.complete(game, alex, { moves }).expect(200);
  });

  it('verifies a jigsaw: pieces only onto empty places, solved when every piece is on its cell', async () => {
    const game = await h.send(draft.id, 'jigsaw');
    const { body: started } = await h.start(game, alex).expect(200);
    expect(started.puzzle.pieces).toHaveLength(20);
    const moves = solvingMoves(started.puzzle) as { pieceId: number; position: number }[];
    const clash = [moves[0], { pieceId: moves[1].pieceId, position: moves[0].position }];
    expect((await h.complete(game, alex, { moves: clash }).expect(422)).body.message).not.toBe(MINI_GAME_MESSAGES.unsolved);
    expect((await h.complete(game, alex, { moves: [{ pieceId: 'v1', row: 0, col: 0 }] }).expect(422)).body.message).toContain('not a jigsaw move');
    h.clock.advance(75);
    expect((await h.complete(game, alex, { moves }).expect(200)).body).toMatchObject({ completionTimeSeconds: 75, moves: 20, perfect: false });
  });

  it('refuses a jigsaw solved by a script right after start (faster than a person), and accepts the honest completion later', async () => {
    const game = await h.send(draft.id, 'jigsaw');
    const { body: started } = await h.start(game, alex).expect(200);
    const script = { completionTimeSeconds: 0, moves: solvingMoves(started.puzzle) };
    const refused = await h.complete(game, alex, script).expect(422);
    expect(refused.body.message).toBe('Faster than a person can play: 20 moves take at least 2 s. Your attempt is still running.');
    h.clock.advance(1.9);
    await h.complete(game, alex, script).expect(422);
    expect((await view(game)).hasActiveAttempt).toBe(true);
    h.clock.advance(40);
    expect((await h.complete(game, alex, script).expect(200)).body).toMatchObject({ completionTimeSeconds: 42, moves: 20 });
  });

  it('refuses a completion before start, a second completion, and a start after the attempt is used', async () => {
    const game = await h.send(draft.id, 'jigsaw');
    expect((await h.complete(game, alex, { moves: [] }).expect(409)).body.message).toBe(MINI_GAME_MESSAGES.notStarted);
    const { body: started } = await h.start(game, alex).expect(200);
    h.clock.advance(30);
    await h.complete(game, alex, { moves: solvingMoves(started.puzzle) }).expect(200);
    expect((await h.complete(game, alex, { moves: solvingMoves(started.puzzle) }).expect(409)).body.message).toBe(MINI_GAME_MESSAGES.alreadyCompleted);
    expect((await h.start(game, alex).expect(409)).body.message).toBe(MINI_GAME_MESSAGES.maxAttempts);
  });

  it('accepts one of 20 simultaneous completions', async () => {
    const game = await h.send(draft.id, 'jigsaw');
    const { body: started } = await h.start(game, alex).expect(200);
    const moves = solvingMoves(started.puzzle);
    h.clock.advance(30);
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.complete(game, alex, { moves })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const completions = (await h.running.events.readAll(0)).filter((event) => event.type === 'MiniGameAttemptCompleted');
    expect(completions).toHaveLength(1);
  });

  it('refuses starts and completions once the game is finished', async () => {
    const game = await h.send(draft.id, 'jigsaw');
    const { body: started } = await h.start(game, alex).expect(200);
    await h.post(`/api/admin/mini-games/${game}/finish`, h.admin).expect(200);
    expect((await h.start(game, blake).expect(409)).body.message).toBe(MINI_GAME_MESSAGES.finished);
    expect((await h.complete(game, alex, { moves: solvingMoves(started.puzzle) }).expect(409)).body.message).toBe(MINI_GAME_MESSAGES.finished);
    expect(await view(game)).toMatchObject({ finished: true, attempt: null, hasActiveAttempt: false });
  });
});

describe('who may play', () => {
  it('answers 404 to players outside the draft, and for a deleted game or a deleted draft', async () => {
    const outsider = await h.player('Casey');
    const game = await h.send(draft.id, 'jigsaw');
    const paths = [`/api/player/mini-game/${game}`, `/api/mini-games/${game}/replays`];
    for (const path of paths) expect((await h.get(path, outsider.token).expect(404)).body.message).toBe(MINI_GAME_MESSAGES.notFound);
    expect((await h.start(game, outsider).expect(404)).body.message).toBe(MINI_GAME_MESSAGES.notFound);
    await h.complete(game, outsider, { moves: [] }).expect(404);
    expect((await h.get('/api/player/mini-games', outsider.token).expect(200)).body).toEqual([]);
    await h.get('/api/player/mini-game/unknown-game', alex.token).expect(404);
    await h.get(`/api/player/mini-game/${game}`, h.admin).expect(403);

    await h.http().delete(`/api/admin/drafts/${draft.id}`).set(bearer(h.admin)).expect(200);
    await h.get(`/api/player/mini-game/${game}`, alex.token).expect(404);
    await h.start(game, alex).expect(404);
    expect((await h.get('/api/player/mini-games', alex.token).expect(200)).body).toEqual([]);
    expect((await h.get('/api/admin/mini-games').expect(200)).body).toEqual([]);
  });

  it('lets the players of a started draft play (its order names them)', async () => {
    const started = await h.draft([alex, blake], { start: true });
    const game = await h.send(started.id, 'jigsaw');
    await h.start(game, blake).expect(200);
  });
});
