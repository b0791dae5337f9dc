import type { AttemptPuzzle, SudokuGrid } from '@reality-draft/events';
import { openStorage, type StorageConfig } from '@reality-draft/kernel';
import { describeOnRealStorage } from '@reality-draft/kernel/testing';
import { COLLECTIONS } from './readModels/documents';
import { bearer, startMiniGames, type MiniGamesHarness, type Player } from '../test/minigamesHarness';

jest.setTimeout(120_000);

async function readViews(h: MiniGamesHarness, games: string[], players: Player[]) {
  const paths = [
    ['/api/admin/mini-games', h.admin],
    ['/api/public/mini-game-leaderboard', h.admin],
    ['/api/leaderboard', h.admin],
    ...games.map((game) => [`/api/admin/mini-games/${game}/rankings`, h.admin]),
    ...players.flatMap((player) => [
      ['/api/player/mini-games', player.token],
      ['/api/public/mini-game-leaderboard', player.token],
      ...games.map((game) => [`/api/player/mini-game/${game}`, player.token]),
    ]),
  ];
  // serverNow is the clock, not the data: the views must match everywhere else.
  const strip = (body: unknown) => JSON.parse(JSON.stringify(body, (key, value) => (key === 'serverNow' ? undefined : value)));
  return Promise.all(paths.map(async ([view, token]) => strip((await h.get(view, token).expect(200)).body)));
}

/** A week of mini-games on real adapters: escape, jigsaw and sudoku played, finished, reset and played again; a restart; a replay. */
function realAdapterSuite(config: () => StorageConfig) {
  it('plays, finishes and resets games, keeps them across a restart, and replay rebuilds the read models byte for byte', async () => {
    const firstStorage = await openStorage(config());
    const first = await startMiniGames(firstStorage);
    const players = [await first.player('Alex', 'Rivera'), await first.player('Blake'), await first.player('Casey')];
    const draft = await first.draft(players);
    const [escape, jigsaw, sudoku] = [await first.send(draft.id, 'rush_hour'), await first.send(draft.id, 'jigsaw'), await first.sendSudoku(draft.id)];
    for (const [index, player] of players.entries()) {
      await first.play(escape, player, 20 + index * 7, 1);
      await first.play(jigsaw, player, 60 - index * 9);
    }
    await first.post(`/api/sudoku/${sudoku}/start`, players[0].token).expect(200);
    const solution = ((await first.recordedPuzzle(sudoku, players[0].id)) as Extract<AttemptPuzzle, { gameType: 'sudoku' }>).solution;
    const grid: SudokuGrid = (await first.get(`/api/sudoku/${sudoku}`, players[0].token).expect(200)).body.puzzle;
    grid[0] = solution[0];
    await first.http().put(`/api/sudoku/${sudoku}/update`).set(bearer(players[0].token)).send({ gameState: { grid } }).expect(200);
    first.clock.advance(88);
    expect((await first.post(`/api/sudoku/${sudoku}/validate`, players[0].token, { grid: solution }).expect(200)).body.completionTimeSeconds).toBe(88);
    await first.post(`/api/sudoku/${sudoku}/start`, players[1].token).expect(200);

    expect((await first.post(`/api/admin/mini-games/${escape}/finish`, first.admin).expect(200)).body.pointsAwarded).toHaveLength(3);
    await first.post(`/api/admin/mini-games/${jigsaw}/finish`, first.admin).expect(200);
    await first.post('/api/admin/mini-games/reset-attempts', first.admin, { miniGameId: jigsaw }).expect(200);
    await first.play(jigsaw, players[2], 15);
    await first.post(`/api/admin/mini-games/${jigsaw}/finish`, first.admin).expect(200);
    const games = [escape, jigsaw, sudoku];
    const live = await readViews(first, games, players);
    await first.running.stop();
    await firstStorage.close();

    const storage = await openStorage(config());
    const second = await startMiniGames(storage);
    expect(await readViews(second, games, players)).toEqual(live);
    const documents = () => Promise.all(Object.values(COLLECTIONS).map((name) => storage.docs.collection(name).find({}, { sort: { id: 1 } })));
    const projected = await documents();
    await second.running.runner.replay();
    expect(await documents()).toEqual(projected);
    expect(await readViews(second, games, players)).toEqual(live);
    await second.running.stop();
    await storage.close();
  });
}

describeOnRealStorage('mini-games', (config) => {
  realAdapterSuite(config);
});
