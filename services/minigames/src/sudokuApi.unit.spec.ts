import { MINI_GAME_MESSAGES, type AttemptPuzzle, type SudokuView } from '@reality-draft/events';
import { bearer, memoryStorage, startMiniGames, type MiniGamesHarness, type Player } from '../test/minigamesHarness';

let h: MiniGamesHarness;
let alex: Player;
let game: string;

beforeEach(async () => {
  h = await startMiniGames(memoryStorage());
  alex = await h.player('Alex');
  game = await h.sendSudoku((await h.draft([alex, await h.player('Blake')])).id, 'easy');
});
afterEach(() => h.running.stop());

const sudoku = async () => (await h.get(`/api/sudoku/${game}`, alex.token).expect(200)).body as SudokuView;
const solutionOf = async () => ((await h.recordedPuzzle(game, alex.id)) as Extract<AttemptPuzzle, { gameType: 'sudoku' }>).solution;

describe('the picture sudoku', () => {
  it('shows no puzzle before start; start reveals it (never its solution) and the clock is the server\u2019s', async () => {
    expect(await sudoku()).toMatchObject({
      id: game,
      title: 'Flower Sudoku',
      description: 'Week 3',
      difficulty: 'easy',
      puzzle: null,
      attempt: null,
      maxAttemptsReached: false,
    });
    const { body: started } = await h.post(`/api/sudoku/${game}/start`, alex.token).expect(200);
    expect(started.puzzle).toEqual({ gameType: 'sudoku', difficulty: 'easy', puzzle: expect.any(Array) });
    const solution = await solutionOf();
    h.clock.advance(10);
    const answers = [
      started,
      await sudoku(),
      (await h.get(`/api/player/mini-game/${game}`, alex.token).expect(200)).body,
      (await h.get('/api/player/mini-games', alex.token)).body,
    ];
    for (const answer of answers) {
      expect(JSON.stringify(answer)).not.toContain('solution');
      expect(JSON.stringify(answer)).not.toContain(JSON.stringify(solution));
    }
    expect(await sudoku()).toMatchObject({
      puzzle: started.puzzle.puzzle,
      attempt: { gameState: { grid: started.puzzle.puzzle, startTime: started.startedAt }, completed: false },
    });
  });

  it('saves the grid (its given cells fixed, a client startTime ignored) and resumes it', async () => {
    const { body: started } = await h.post(`/api/player/mini-games/${game}/start`, alex.token).expect(200);
    const solution = await solutionOf();
    const grid = started.puzzle.puzzle.map((row: number[]) => [...row]);
    const [r, c] = [0, grid[0].indexOf(0)];
    grid[r][c] = solution[r][c];
    const save = (body: object) => h.http().put(`/api/sudoku/${game}/update`).set(bearer(alex.token)).send(body);
    expect((await save({ gameState: { grid, startTime: '2020-01-01T00:00:00.000Z' } }).expect(200)).body).toEqual({ saved: true });
    expect((await save({ gameState: { grid } }).expect(200)).body).toEqual({ saved: false });
    const tampered = grid.map((row: number[]) => [...row]);
    const givenAt = started.puzzle.puzzle.flat().findIndex((digit: number) => digit !== 0 && digit !== 9);
    tampered[Math.floor(givenAt / 9)][givenAt % 9] += 1;
    expect((await save({ gameState: { grid: tampered } }).expect(422)).body.message).toBe("The puzzle's given cells cannot change.");
    expect((await sudoku()).attempt).toMatchObject({ gameState: { grid, startTime: started.startedAt } });
    await save({ gameState: { grid: [[1]] } }).expect(400);
  });

  it('answers a wrong grid as not valid; a solved one completes on the server clock; a later complete changes nothing', async () => {
    await h.post(`/api/sudoku/${game}/validate`, alex.token, { grid: Array(9).fill(Array(9).fill(1)) }).expect(409);
    const { body: started } = await h.post(`/api/sudoku/${game}/start`, alex.token).expect(200);
    const solution = await solutionOf();
    const wrong = solution.map((row) => [...row]);
    [wrong[0][0], wrong[0][1]] = [wrong[0][1], wrong[0][0]];
    expect((await h.post(`/api/sudoku/${game}/validate`, alex.token, { grid: wrong }).expect(200)).body).toEqual({
      isValid: false,
      message: MINI_GAME_MESSAGES.incorrectSolution,
      completionTimeSeconds: null,
    });
    expect((await h.post(`/api/sudoku/${game}/validate`, alex.token, { grid: started.puzzle.puzzle }).expect(200)).body.isValid).toBe(false);
    expect((await h.complete(game, alex, { completionTimeSeconds: 1 }).expect(422)).body.message).toContain('validate');
    h.clock.advance(95);
    expect((await h.post(`/api/sudoku/${game}/validate`, alex.token, { grid: solution }).expect(200)).body).toEqual({
      isValid: true,
      message: 'Puzzle completed in 95 seconds!',
      completionTimeSeconds: 95,
    });
    const head = await h.running.events.head();
    h.clock.advance(30);
    expect((await h.complete(game, alex, { completionTimeSeconds: 2 }).expect(200)).body).toMatchObject({
      completionTimeSeconds: 95,
      claimedSeconds: null,
      moves: 0,
    });
    expect(await h.running.events.head()).toBe(head);
    expect(await sudoku()).toMatchObject({ attempt: { completed: true, completionTimeSeconds: 95 }, maxAttemptsReached: true });
    await h.post(`/api/sudoku/${game}/validate`, alex.token, { grid: solution }).expect(409);
  });

  it('is not a sudoku for another game type (404), nor for a player outside the draft', async () => {
    const jigsaw = await h.send((await h.draft([alex])).id, 'jigsaw');
    expect((await h.get(`/api/sudoku/${jigsaw}`, alex.token).expect(404)).body.message).toBe(MINI_GAME_MESSAGES.notSudoku);
    const outsider = await h.player('Casey');
    await h.get(`/api/sudoku/${game}`, outsider.token).expect(404);
    await h.post(`/api/sudoku/${game}/start`, outsider.token).expect(404);
  });
});
