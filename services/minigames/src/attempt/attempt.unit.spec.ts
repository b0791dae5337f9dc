import { MIN_MS_PER_MOVE, MINI_GAME_MESSAGES, shuffledJigsaw, type AttemptEvent, type AttemptPuzzle, type SlidingLevel } from '@reality-draft/events';
import { DeciderSpecification } from '@reality-draft/kernel/testing';
import type { AttemptCommand, GameFacts, ProofClaim } from './commands';
import { attemptDecider } from './decide';
import { GIVENS_FIXED, SUDOKU_BY_VALIDATE } from './messages';

const T0 = Date.parse('2026-11-23T20:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000);

/** The target on the exit row, one van in its way: two moves solve it. */
const level: SlidingLevel = {
  id: 'test-1',
  name: 'Test lot',
  difficulty: 'easy',
  minMoves: 2,
  gridSize: 6,
  pieces: [
    { id: 'target', name: 'Contestant', row: 2, col: 0, length: 2, isHorizontal: true, isTarget: true, color: '#e11d48' },
    { id: 'van', name: 'Van', row: 1, col: 3, length: 2, isHorizontal: false, isTarget: false, color: '#2563eb' },
  ],
};
const solve = [
  { pieceId: 'van', row: 3, col: 3 },
  { pieceId: 'target', row: 2, col: 4 },
];
const escape: AttemptPuzzle = { gameType: 'sliding-block', level };

const row = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const solution = Array.from({ length: 9 }, (_, r) => row.map((_, c) => ((c + 3 * (r % 3) + Math.floor(r / 3)) % 9) + 1));
const puzzle = solution.map((cells, r) => cells.map((digit, c) => ((r + c) % 2 === 0 ? digit : 0)));
const sudoku: AttemptPuzzle = { gameType: 'sudoku', difficulty: 'easy', puzzle, solution };

const game = (gameType: GameFacts['gameType'], finished = false): GameFacts => ({ gameType, round: 1, finished });
const ids = { miniGameId: 'g1', playerId: 'p1' };
const startedEvent = (with_: AttemptPuzzle = escape): AttemptEvent => ({
  type: 'MiniGameAttemptStarted',
  data: { ...ids, round: 1, puzzle: with_, startedAt: at(0).toISOString() },
});
const start = (facts = game('sliding-block'), made: AttemptPuzzle = escape): Extract<AttemptCommand, { type: 'StartAttempt' }> => ({
  type: 'StartAttempt',
  ...ids,
  game: facts,
  makePuzzle: () => made,
  now: at(0),
});
const complete = (proof: ProofClaim, seconds = 41.6, facts = game('sliding-block'), claimedSeconds: number | null = 3): AttemptCommand => ({
  type: 'CompleteAttempt',
  ...ids,
  game: facts,
  proof,
  claimedSeconds,
  now: at(seconds),
});
const moves = (list: ProofClaim extends infer P ? (P extends { kind: 'moves'; moves: infer M } ? M : never) : never): ProofClaim => ({
  kind: 'moves',
  moves: list,
});

const given = DeciderSpecification.for(attemptDecider);

describe("a player's attempt", () => {
  it('starts with the puzzle drawn now, and a second start changes nothing (nor draws again)', () => {
    expect(given([]).when(start()).events).toEqual([startedEvent()]);
    const draw = jest.fn(() => escape);
    expect(given([startedEvent()]).when({ ...start(), makePuzzle: draw }).events).toEqual([]);
    expect(draw).not.toHaveBeenCalled();
  });

  it('refuses a start once finished or once the attempt is used', () => {
    expect(given([]).when(start(game('sliding-block', true))).error).toMatchObject({ status: 409, message: MINI_GAME_MESSAGES.finished });
    const done = given([startedEvent()]).when(complete(moves(solve))).events;
    expect(given([startedEvent(), ...done]).when(start()).error).toMatchObject({ status: 409, message: MINI_GAME_MESSAGES.maxAttempts });
  });

  it("completes on the server's clock with the replayed proof, keeping the claim only for the record", () => {
    const [event] = given([startedEvent()]).when(complete(moves(solve))).events;
    expect(event).toEqual({
      type: 'MiniGameAttemptCompleted',
      data: {
        ...ids,
        round: 1,
        elapsedMs: 41_600,
        completionTimeSeconds: 42,
        moveCount: 2,
        proof: { gameType: 'sliding-block', moves: solve },
        claimedSeconds: 3,
        completedAt: at(41.6).toISOString(),
      },
    });
  });

  it('keeps only the fields the rules read', () => {
    const padded = solve.map((move) => ({ ...move, note: 'x' }));
    const [event] = given([startedEvent()]).when(complete(moves(padded))).events;
    expect(event.type === 'MiniGameAttemptCompleted' && event.data.proof).toEqual({ gameType: 'sliding-block', moves: solve });
  });

  it.each([
    ['before start', [] as AttemptEvent[], complete(moves(solve)), 409, MINI_GAME_MESSAGES.notStarted],
    ['after the game finished', [startedEvent()], complete(moves(solve), 5, game('sliding-block', true)), 409, MINI_GAME_MESSAGES.finished],
    ['without moves', [startedEvent()], complete(moves(undefined)), 400, MINI_GAME_MESSAGES.proofMissing],
    ['with moves that do not solve', [startedEvent()], complete(moves(solve.slice(0, 1))), 422, MINI_GAME_MESSAGES.unsolved],
    ['with a jigsaw move', [startedEvent()], complete(moves([{ pieceId: 1, position: 3 }])), 422, 'Move 1 is not a sliding-block move'],
  ])('refuses a completion %s', (_what, history, command, status, message) => {
    const { error } = given(history).when(command);
    expect(error?.status).toBe(status);
    expect(error?.message).toContain(message);
  });

  it.each([
    ['across its axis', { pieceId: 'target', row: 3, col: 0 }],
    ['through another piece', { pieceId: 'target', row: 2, col: 4 }],
    ['off the grid', { pieceId: 'van', row: 5, col: 3 }],
    ['an unknown piece', { pieceId: 'ghost', row: 0, col: 0 }],
  ])('refuses an illegal move (%s) with the rules\u2019 message', (_what, move) => {
    const { error } = given([startedEvent()]).when(complete(moves([move])));
    expect(error?.status).toBe(422);
    expect(error?.message).not.toBe(MINI_GAME_MESSAGES.unsolved);
  });

  it('refuses a second completion', () => {
    const done = given([startedEvent()]).when(complete(moves(solve))).events;
    expect(given([startedEvent(), ...done]).when(complete(moves(solve))).error).toMatchObject({ status: 409, message: MINI_GAME_MESSAGES.alreadyCompleted });
  });

  describe('a sudoku', () => {
    const sudokuStarted = startedEvent(sudoku);
    const save = (grid: number[][]): AttemptCommand => ({ type: 'SaveProgress', ...ids, game: game('sudoku'), grid, now: at(5) });
    const validate = (grid: number[][]) => complete({ kind: 'grid', grid }, 61, game('sudoku'), null);

    it('saves a grid, not twice the same, never changing a given', () => {
      const grid = puzzle.map((cells, r) => cells.map((digit, c) => digit || (r === 0 && c === 1 ? solution[0][1] : 0)));
      const saved = given([sudokuStarted]).when(save(grid)).events;
      expect(saved).toEqual([{ type: 'MiniGameProgressSaved', data: { ...ids, round: 1, grid, savedAt: at(5).toISOString() } }]);
      expect(given([sudokuStarted, ...saved]).when(save(grid)).events).toEqual([]);
      const tampered = grid.map((cells) => [...cells]);
      tampered[0][0] = (tampered[0][0] % 9) + 1;
      expect(given([sudokuStarted]).when(save(tampered)).error).toMatchObject({ status: 422, message: GIVENS_FIXED });
      expect(given([]).when(save(grid)).error).toMatchObject({ status: 409, message: MINI_GAME_MESSAGES.notStarted });
      expect(given([startedEvent()]).when(save(grid)).error).toMatchObject({ status: 422, message: MINI_GAME_MESSAGES.notSudoku });
    });

    it('completes with a solved grid (no moves counted); a wrong grid is refused as incorrect', () => {
      expect(given([sudokuStarted]).when(validate(solution)).events[0]).toMatchObject({
        data: { completionTimeSeconds: 61, moveCount: 0, proof: { gameType: 'sudoku', grid: solution } },
      });
      const wrong = solution.map((cells) => [...cells]);
      [wrong[0][0], wrong[0][1]] = [wrong[0][1], wrong[0][0]];
      expect(given([sudokuStarted]).when(validate(wrong)).error).toMatchObject({ status: 422, message: MINI_GAME_MESSAGES.incorrectSolution });
    });

    it('completes only by validate; a complete call after it changes nothing', () => {
      expect(given([sudokuStarted]).when(complete(moves(undefined), 5, game('sudoku'))).error).toMatchObject({ status: 422, message: SUDOKU_BY_VALIDATE });
      const done = given([sudokuStarted]).when(validate(solution)).events;
      expect(given([sudokuStarted, ...done]).when(complete(moves(undefined), 90, game('sudoku', true))).events).toEqual([]);
      expect(given([sudokuStarted, ...done]).when(validate(solution)).error).toMatchObject({ status: 409, message: MINI_GAME_MESSAGES.alreadyCompleted });
    });
  });

  describe('a human floor on solve times', () => {
    const pieces = shuffledJigsaw(() => 0.37);
    const jigsaw: AttemptPuzzle = { gameType: 'jigsaw', pieces };
    const jigsawSolve = moves(pieces.map((piece) => ({ pieceId: piece.id, position: piece.correctPosition })));
    const emptyCells = puzzle.flat().filter((digit) => digit === 0).length;
    const cases = [
      ['escape', startedEvent(escape), (seconds: number) => complete(moves(solve), seconds), solve.length, '2 moves take at least 0.2 s'],
      ['jigsaw', startedEvent(jigsaw), (seconds: number) => complete(jigsawSolve, seconds, game('jigsaw')), 20, '20 moves take at least 2 s'],
      [
        'sudoku',
        startedEvent(sudoku),
        (seconds: number) => complete({ kind: 'grid', grid: solution }, seconds, game('sudoku')),
        emptyCells,
        '40 cells take at least 4 s',
      ],
    ] as const;

    it.each(cases)('%s: refused below the floor (the attempt left open), accepted at it and above it', (_game, started, completion, movesToPlay, says) => {
      const floorSeconds = (movesToPlay * MIN_MS_PER_MOVE) / 1000;
      const { error } = given([started]).when(completion(floorSeconds - 0.001));
      expect(error).toMatchObject({ status: 422, message: `Faster than a person can play: ${says}. Your attempt is still running.` });
      // Refused, nothing recorded: the same attempt completes once the floor has passed.
      expect(given([started]).when(completion(floorSeconds)).events).toHaveLength(1);
      expect(given([started]).when(completion(floorSeconds + 5)).events[0]).toMatchObject({ data: { elapsedMs: floorSeconds * 1000 + 5000 } });
    });

    it('counts a sudoku by the cells the player had to fill, not by its givens', () => {
      expect(emptyCells).toBe(40);
      const fewer = puzzle.map((cells, r) => cells.map((digit, c) => (r === 0 && c === 1 ? solution[0][1] : digit)));
      const started = startedEvent({ ...sudoku, puzzle: fewer });
      expect(given([started]).when(complete({ kind: 'grid', grid: solution }, 3.9, game('sudoku'))).events).toHaveLength(1);
      expect(given([started]).when(complete({ kind: 'grid', grid: solution }, 3.8, game('sudoku'))).error?.message).toContain('39 cells take at least 3.9 s');
    });
  });
});
