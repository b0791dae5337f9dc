import {
  attemptStream,
  MINI_GAME_MESSAGES,
  RANKING_ORDER_TEXT,
  type FinishAnswer,
  type LeaderboardRow,
  type MiniGameLeaderboardEntry,
  type MiniGameReplays,
  type RankingsAnswer,
} from '@reality-draft/events';
import { handleCommand } from '@reality-draft/kernel';
import { attemptDecider } from './attempt/decide';
import { REPLAYS_LATER } from './standings/replays';
import { bearer, memoryStorage, solvingMoves, startMiniGames, type MiniGamesHarness, type Player } from '../test/minigamesHarness';

let h: MiniGamesHarness;
let players: Player[];
let draft: { id: string; joinCode: string };

beforeEach(async () => {
  h = await startMiniGames(memoryStorage());
  players = [await h.player('Alex', 'Rivera'), await h.player('Blake', 'Stone'), await h.player('Casey'), await h.player('Drew')];
  draft = await h.draft(players);
});
afterEach(() => h.running.stop());

const rankingsOf = async (game: string) => (await h.get(`/api/admin/mini-games/${game}/rankings`).expect(200)).body as RankingsAnswer;
const finish = (game: string, body: object = {}) => h.post(`/api/admin/mini-games/${game}/finish`, h.admin, body);
const awarded = (answer: FinishAnswer) => answer.pointsAwarded.map((award) => [award.playerId, award.points]);
const miniGamePoints = async (player: Player) =>
  ((await h.get('/api/leaderboard').expect(200)).body as LeaderboardRow[]).find((row) => row.playerId === player.id)?.miniGamePoints ?? 0;

/** Alex 30 s, Blake 20 s, Casey 30 s with fewer moves (a jigsaw is always 20: Casey finishes later), Drew 50 s. */
async function playRound(game: string) {
  const [alex, blake, casey, drew] = players;
  await h.play(game, alex, 30);
  await h.play(game, blake, 20);
  await h.play(game, casey, 30);
  await h.play(game, drew, 50, 1);
}

describe('rankings, finishing and points', () => {
  it('ranks fastest first, ties to fewer moves then the earlier completion, and says so', async () => {
    const game = await h.send(draft.id, 'jigsaw');
    await playRound(game);
    const { rankings, order, finished } = await rankingsOf(game);
    expect([order, finished]).toEqual([RANKING_ORDER_TEXT, false]);
    expect(rankings.map((row) => [row.rank, row.playerEmail, row.completionTimeSeconds, row.points])).toEqual([
      [1, players[1].email, 20, 3],
      [2, players[0].email, 30, 2],
      [3, players[2].email, 30, 1],
      [4, players[3].email, 50, 0],
    ]);
    expect(rankings[0]).toMatchObject({ playerFirstName: 'Blake', playerLastName: 'Stone', moves: 20, perfect: false });
  });

  it('awards 3/2/1 once; the leaderboard counts them; a reset removes them and everyone may play again', async () => {
    const game = await h.send(draft.id, 'jigsaw');
    await playRound(game);
    const { body } = await finish(game).expect(200);
    expect(body).toEqual({
      id: game,
      message: 'Points awarded to 3 players by completion times.',
      pointsAwarded: [
        { playerId: players[1].id, playerEmail: players[1].email, rank: 1, points: 3, completionTimeSeconds: 20 },
        { playerId: players[0].id, playerEmail: players[0].email, rank: 2, points: 2, completionTimeSeconds: 30 },
        { playerId: players[2].id, playerEmail: players[2].email, rank: 3, points: 1, completionTimeSeconds: 30 },
      ],
    });
    expect((await finish(game).expect(200)).body).toEqual({ id: game, message: MINI_GAME_MESSAGES.alreadyFinished, pointsAwarded: [] });
    expect(await Promise.all(players.map(miniGamePoints))).toEqual([2, 3, 1, 0]);
    expect((await h.get(`/api/player/mini-game/${game}`, players[1].token).expect(200)).body).toMatchObject({ finished: true, score: 3, pointsAwarded: 3 });
    expect((await rankingsOf(game)).finished).toBe(true);

    await h.post('/api/admin/mini-games/reset-attempts', h.admin).expect(200);
    expect(await Promise.all(players.map(miniGamePoints))).toEqual([0, 0, 0, 0]);
    expect((await rankingsOf(game)).rankings).toEqual([]);
    expect((await h.get(`/api/player/mini-game/${game}`, players[0].token).expect(200)).body).toMatchObject({
      finished: false,
      attemptsUsed: 0,
      bestTime: null,
    });
    await h.play(game, players[3], 5);
    expect((await finish(game).expect(200)).body.pointsAwarded).toEqual([
      { playerId: players[3].id, playerEmail: players[3].email, rank: 1, points: 3, completionTimeSeconds: 5 },
    ]);
    expect(await miniGamePoints(players[3])).toBe(3);

    await h.http().delete(`/api/admin/mini-games/${game}`).set(bearer(h.admin)).expect(200);
    expect(await miniGamePoints(players[3])).toBe(0);
  });

  it("awards a Contestant Escape game the spec's 3, 2 and 1, not its catalogue point value (5)", async () => {
    const game = await h.send(draft.id, 'rush_hour');
    const [alex, blake, casey, drew] = players;
    await h.play(game, alex, 40);
    await h.play(game, blake, 30);
    await h.play(game, casey, 50);
    await h.play(game, drew, 60);
    expect((await rankingsOf(game)).rankings.map((row) => row.points)).toEqual([3, 2, 1, 0]);
    expect(awarded((await finish(game).expect(200)).body)).toEqual([
      [blake.id, 3],
      [alex.id, 2],
      [casey.id, 1],
    ]);
  });

  it('awards the points per place the admin sets for the finish, to the players the server ranks', async () => {
    const game = await h.send(draft.id, 'jigsaw');
    await playRound(game);
    const { body } = await finish(game, { awardPoints: { first: 5, second: 3, third: 3 }, pointsAwarded: [{ playerId: players[3].id, points: 10 }] }).expect(
      200,
    );
    expect(awarded(body)).toEqual([
      [players[1].id, 5],
      [players[0].id, 3],
      [players[2].id, 3],
    ]);
    expect(await Promise.all(players.map(miniGamePoints))).toEqual([3, 5, 3, 0]);
    expect((await rankingsOf(game)).rankings.map((row) => row.points)).toEqual([5, 3, 3, 0]);
  });

  it.each([
    ['more than 10', { first: 11, second: 2, third: 1 }, 'awardPoints.first must be at most 10.'],
    ['nothing for a place', { first: 3, second: 2, third: 0 }, 'awardPoints.third must be at least 1.'],
    ['a fraction', { first: 3, second: 1.5, third: 1 }, 'awardPoints.second must be an integer.'],
    ['a string', { first: '3', second: 2, third: 1 }, 'awardPoints.first must be an integer.'],
    ['a missing place', { first: 3, second: 2 }, 'third is required.'],
    ['more for a slower place', { first: 2, second: 3, third: 1 }, 'The 2nd place cannot get more points than the 1st.'],
    ['more for the third', { first: 3, second: 1, third: 2 }, 'The 3rd place cannot get more points than the 2nd.'],
  ])('refuses award points with %s: 400 with the reason, nothing finished', async (_case, awardPoints, message) => {
    const game = await h.send(draft.id, 'jigsaw');
    await playRound(game);
    const head = await h.running.events.head();
    expect((await finish(game, { awardPoints }).expect(400)).body.message).toBe(message);
    expect(await h.running.events.head()).toBe(head);
    expect((await rankingsOf(game)).finished).toBe(false);
  });

  it('awards once among 20 simultaneous finishes', async () => {
    const game = await h.send(draft.id, 'jigsaw');
    await playRound(game);
    const answers = await Promise.all(Array.from({ length: 20 }, () => finish(game)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((answer) => answer.body.pointsAwarded.length > 0)).toHaveLength(1);
    expect((await h.running.events.readAll(0)).filter((event) => event.type === 'MiniGameFinished')).toHaveLength(1);
    expect(await miniGamePoints(players[1])).toBe(3);
  });
});

/**
 * A completion racing the finish: decided on the game stream as it stood before the finish (not
 * finished yet), recorded at `completedAt`, and landing in the log whenever the test appends it.
 */
async function completionRacingTheFinish(game: string, player: Player, completedAt: Date) {
  const puzzle = await h.recordedPuzzle(game, player.id);
  const { position } = await handleCommand(h.running.events, attemptStream(game, player.id, 1), attemptDecider, {
    type: 'CompleteAttempt',
    miniGameId: game,
    playerId: player.id,
    game: { gameType: 'jigsaw', round: 1, finished: false },
    proof: { kind: 'moves', moves: solvingMoves(puzzle) },
    claimedSeconds: null,
    now: completedAt,
  });
  await h.running.runner.waitFor(position);
}

describe('a completion racing the finish', () => {
  /** Alex, Blake and Casey play; Drew starts last and is 6 s into the fastest solve when the finish comes. */
  async function finishWhileDrewPlays(game: string) {
    const [alex, blake, casey, drew] = players;
    await h.play(game, alex, 30);
    await h.play(game, blake, 20);
    await h.play(game, casey, 30);
    await h.start(game, drew).expect(200);
    h.clock.advance(5);
    return { winners: [blake, alex, casey], drew, finishAt: h.clock.now(), afterTheFinish: new Date(h.clock.now().getTime() + 1000) };
  }

  const rankedIds = async (game: string) => (await rankingsOf(game)).rankings.map((row) => [row.playerId, row.points]);
  const leaderboardIds = async (game: string, token: string) =>
    ((await h.get('/api/public/mini-game-leaderboard', token).expect(200)).body as MiniGameLeaderboardEntry[])
      .filter((entry) => entry.miniGameId === game)
      .map((entry) => entry.playerId);
  const replayedIds = async (game: string) =>
    ((await h.get(`/api/mini-games/${game}/replays`).expect(200)).body as MiniGameReplays).replays.map((replay) => replay.playerId);

  async function expectOnlyTheWinnersRanked(game: string, winners: Player[], drew: Player) {
    expect(await rankedIds(game)).toEqual(winners.map((winner, index) => [winner.id, 3 - index]));
    expect(await leaderboardIds(game, h.admin)).toEqual(winners.map((winner) => winner.id));
    expect(await leaderboardIds(game, drew.token)).toEqual(winners.map((winner) => winner.id));
    expect(await replayedIds(game)).toEqual(winners.map((winner) => winner.id));
    expect(await miniGamePoints(drew)).toBe(0);
  }

  it('lands after the finish: ranked nowhere, above the winners least of all', async () => {
    const game = await h.send(draft.id, 'jigsaw');
    const { winners, drew, finishAt, afterTheFinish } = await finishWhileDrewPlays(game);
    const { body } = await finish(game).expect(200);
    expect(body.pointsAwarded.map((award: { playerId: string }) => award.playerId)).toEqual(winners.map((winner) => winner.id));
    h.clock.advance(1);
    await completionRacingTheFinish(game, drew, afterTheFinish);
    expect(((await h.running.events.readAll(0)).find((event) => event.type === 'MiniGameFinished')!.data as { finishedAt: string }).finishedAt).toBe(
      finishAt.toISOString(),
    );
    await expectOnlyTheWinnersRanked(game, winners, drew);
    // Drew's own screen still shows the solve, with no points.
    expect((await h.get(`/api/player/mini-game/${game}`, drew.token).expect(200)).body).toMatchObject({ completed: true, pointsAwarded: null });
  });

  it('lands after the finish took its time, before it read the completions: not awarded, not ranked', async () => {
    const game = await h.send(draft.id, 'jigsaw');
    const { winners, drew, afterTheFinish } = await finishWhileDrewPlays(game);
    await completionRacingTheFinish(game, drew, afterTheFinish);
    expect((await rankingsOf(game)).rankings[0].playerId).toBe(drew.id);
    const { body } = await finish(game).expect(200);
    expect(body.pointsAwarded.map((award: { playerId: string }) => award.playerId)).toEqual(winners.map((winner) => winner.id));
    await expectOnlyTheWinnersRanked(game, winners, drew);
  });
});

describe('the mini-game leaderboard and replays', () => {
  it("shows players their drafts' games with others' emails masked, and admins every game whole", async () => {
    const game = await h.send(draft.id, 'jigsaw');
    const elsewhere = await h.player('Eden');
    h.clock.advance(1);
    const other = await h.send((await h.draft([elsewhere])).id, 'jigsaw');
    await h.play(game, players[0], 12);
    await h.play(game, players[1], 9);
    await h.play(other, elsewhere, 7);
    const forAlex = (await h.get('/api/public/mini-game-leaderboard', players[0].token).expect(200)).body as MiniGameLeaderboardEntry[];
    expect(forAlex.map((row) => [row.miniGameId, row.rank, row.playerEmail, row.bestTime])).toEqual([
      [game, 1, `b***@example.test`, 9],
      [game, 2, players[0].email, 12],
    ]);
    expect(forAlex[0]).toMatchObject({ gameTitle: 'Family Game Night Jigsaw', gameType: 'jigsaw', playerFirstName: 'Blake', draft: { id: draft.id } });
    const forAdmin = (await h.get('/api/public/mini-game-leaderboard').expect(200)).body as MiniGameLeaderboardEntry[];
    expect(forAdmin.map((row) => row.playerEmail)).toEqual([elsewhere.email, players[1].email, players[0].email]);
    expect((await h.get('/api/public/mini-game-leaderboard', await h.otherAdmin()).expect(200)).body).toHaveLength(3);
  });

  it("replays the top three's verified solves: to players once their attempt is over or the game finished, to admins always", async () => {
    const game = await h.send(draft.id, 'rush_hour');
    const { body: started } = await h.start(game, players[0]).expect(200);
    expect((await h.get(`/api/mini-games/${game}/replays`, players[0].token).expect(403)).body.message).toBe(REPLAYS_LATER);
    h.clock.advance(20);
    const moves = solvingMoves(started.puzzle);
    await h.complete(game, players[0], { moves }).expect(200);
    const { body } = await h.get(`/api/mini-games/${game}/replays`, players[0].token).expect(200);
    expect(body).toEqual({
      miniGameId: game,
      gameType: 'rush_hour',
      replays: [
        {
          rank: 1,
          playerId: players[0].id,
          playerFirstName: 'Alex',
          playerLastName: 'Rivera',
          completionTimeSeconds: 20,
          moveCount: moves.length,
          perfect: true,
          gameType: 'rush_hour',
          level: started.puzzle.level,
          moves,
        },
      ],
    });
    await h.get(`/api/mini-games/${game}/replays`, players[1].token).expect(403);
    await h.get(`/api/mini-games/${game}/replays`, await h.otherAdmin()).expect(200);
    await finish(game).expect(200);
    expect((await h.get(`/api/mini-games/${game}/replays`, players[1].token).expect(200)).body.replays).toHaveLength(1);
  });

  it('never replays a sudoku (its grid is the solution)', async () => {
    const game = await h.sendSudoku(draft.id);
    await h.post(`/api/sudoku/${game}/start`, players[0].token).expect(200);
    const puzzle = await h.recordedPuzzle(game, players[0].id);
    h.clock.advance(300);
    await h.post(`/api/sudoku/${game}/validate`, players[0].token, { grid: puzzle.gameType === 'sudoku' ? puzzle.solution : [] }).expect(200);
    expect((await h.get(`/api/mini-games/${game}/replays`, players[0].token).expect(200)).body).toEqual({ miniGameId: game, gameType: 'sudoku', replays: [] });
  });
});
