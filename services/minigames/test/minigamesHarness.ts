/** Test code only (not built into dist): identity, catalogue, drafts, scoring and mini-games on one storage, with a clock and chance the tests set. */
import { catalogService } from '@reality-draft/catalog';
import { draftsService } from '@reality-draft/drafts';
import { attemptStream, type AttemptPuzzle, type JigsawMove, type MiniGameAttemptStarted, type PlayerPuzzle } from '@reality-draft/events';
import { bearer, startWithAccounts, type TestPlayer } from '@reality-draft/identity/testing';
import type { Storage } from '@reality-draft/kernel';
import { scoringService } from '@reality-draft/scoring';
import { miniGamesService } from '../src/minigamesModule';
import { defaultPuzzleSource } from '../src/puzzles/defaultPuzzleSource';
import { solveSliding } from '../src/puzzles/slidingSolver';
import type { PuzzleSource } from '../src/puzzles/puzzleSource';
import type { Randomness } from '../src/puzzles/randomness';

export { bearer } from '@reality-draft/identity/testing';

export { memoryStorage } from '@reality-draft/kernel/testing';

/** A clock the tests move: every time the server records is read from it. */
export class ManualClock {
  constructor(private ms = Date.parse('2026-11-23T20:00:00.000Z')) {}
  now = () => new Date(this.ms);
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
}

/** Repeatable chance (a linear congruential generator). */
export function seededRandomness(seed = 7): Randomness {
  let state = seed;
  return {
    below(max) {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state % max;
    },
  };
}

export type Player = TestPlayer;

/** The moves that solve a puzzle as the player sees it (a sudoku is solved by its validate call, see solutionOf). */
export function solvingMoves(puzzle: PlayerPuzzle | AttemptPuzzle): { pieceId: string; row: number; col: number }[] | JigsawMove[] {
  if ('level' in puzzle) return solveSliding(puzzle.level.pieces)!.moves;
  if ('pieces' in puzzle) return puzzle.pieces.map((piece) => ({ pieceId: piece.id, position: piece.correctPosition }));
  throw new Error('A sudoku is solved with its grid');
}

export async function startMiniGames(storage: Storage, clock = new ManualClock(), random = seededRandomness(), puzzles: PuzzleSource = defaultPuzzleSource) {
  const settings = { now: clock.now, random, puzzles };
  const { running, http, accounts } = await startWithAccounts(storage, [
    catalogService(),
    draftsService({ turnClock: false }),
    scoringService(),
    miniGamesService(settings),
  ]);
  const admin = await accounts.adminToken();

  const h = {
    running,
    http,
    admin,
    clock,
    otherAdmin: accounts.otherAdminToken,
    player: accounts.player,
    /** A draft the players joined, started when asked (the demo cast is seeded first: a draft needs a cast). */
    async draft(players: Player[], { start = false, showType = 'big_brother', token = admin } = {}): Promise<{ id: string; joinCode: string }> {
      await http().post('/api/admin/seed-contestants').set(bearer(admin)).send({}).expect(200);
      const { body: draft } = await http().post('/api/drafts').set(bearer(token)).send({ draftDate: '2026-11-23', showType, turnTimeLimit: 600 }).expect(201);
      for (const player of players) await http().post('/api/drafts/join').set(bearer(player.token)).send({ joinCode: draft.joinCode }).expect(200);
      if (start) await http().post(`/api/drafts/${draft.id}/start`).set(bearer(token)).send({}).expect(200);
      return { id: draft.id, joinCode: draft.joinCode };
    },
    async send(draftId: string, gameType: string, token = admin): Promise<string> {
      return (await http().post('/api/admin/mini-games/send').set(bearer(token)).send({ draftId, gameType }).expect(201)).body.id;
    },
    async sendSudoku(draftId: string, difficulty = 'easy'): Promise<string> {
      return (
        await http().post('/api/admin/sudoku').set(bearer(admin)).send({ draftId, difficulty, title: 'Flower Sudoku', description: 'Week 3' }).expect(201)
      ).body.id;
    },
    get: (path: string, token = admin) => http().get(path).set(bearer(token)),
    post: (path: string, token: string, body: object = {}) => http().post(path).set(bearer(token)).send(body),
    start: (gameId: string, player: Player) => http().post(`/api/player/mini-games/${gameId}/start`).set(bearer(player.token)).send({}),
    complete: (gameId: string, player: Player, body: object) => http().post(`/api/player/mini-games/${gameId}/complete`).set(bearer(player.token)).send(body),
    /** Starts and solves: the time recorded is `seconds` on the server's clock. */
    async play(gameId: string, player: Player, seconds: number, claimed = seconds) {
      const { body: started } = await h.start(gameId, player).expect(200);
      clock.advance(seconds);
      return (await h.complete(gameId, player, { completionTimeSeconds: claimed, moves: solvingMoves(started.puzzle) }).expect(200)).body;
    },
    /** The puzzle the server recorded for an attempt, solution included (from the log: tests only). */
    async recordedPuzzle(gameId: string, playerId: string, round = 1): Promise<AttemptPuzzle> {
      const { events } = await running.events.readStream(attemptStream(gameId, playerId, round));
      return (events[0] as unknown as MiniGameAttemptStarted).data.puzzle;
    },
  };
  return h;
}

export type MiniGamesHarness = Awaited<ReturnType<typeof startMiniGames>>;
