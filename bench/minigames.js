/**
 * Mini-games at scale and the puzzles' costs: sudoku generation p50/p99 per difficulty; the
 * server's verification of a 1,000-move sliding-block proof (a legal 1,000-move solve replayed from
 * the level's layout); and POST start and complete p50/p99 with 800 players in 100 drafts (a game
 * sent to each, half escapes, half jigsaws) who all start within 30 s and complete within one
 * minute, on PGlite and on the in-memory store. `node bench/minigames.js` after `npm run build`.
 * Options: --players-only, --puzzles-only.
 */
const { replaySlidingMoves, applySlidingMove, isSlidingSolved } = require('../events/dist');
const { solveSliding } = require('../services/minigames/dist/puzzles/slidingSolver');
const { startApp, scratchDir, BENCH_ADMIN: ADMIN } = require('./server');
const { createClient, mapLimit, now, sleep } = require('./draftLoad/client');
const { prepareDrafts } = require('./draftLoad/setup');
const { summarize, ms } = require('./stats');

const SETTINGS = { drafts: 100, perDraft: 8, castSize: 24, draftsPerPlayer: 1 };
const SUDOKUS = 200;
const PROOF_MOVES = 1000;
const VERIFICATIONS = 200;
const STARTS_WITHIN_MS = 30_000;
const COMPLETES_WITHIN_MS = 60_000;
const PORT = 8173;

function sudokuGeneration() {
  const { generateSudoku } = require('../services/minigames/dist/puzzles/sudokuGenerator');
  return Object.fromEntries(
    ['easy', 'medium', 'hard'].map((difficulty) => {
      const durations = Array.from({ length: SUDOKUS }, () => {
        const started = now();
        generateSudoku(difficulty);
        return now() - started;
      });
      return [difficulty, summarize(durations)];
    }),
  );
}

/** A piece with room to slide back and forth: two of its positions that are both legal from the start. */
function shuttle(pieces) {
  for (const piece of pieces.filter((candidate) => !candidate.isObstacle && !candidate.isTarget)) {
    for (const delta of [-1, 1]) {
      const away = piece.isHorizontal
        ? { pieceId: piece.id, row: piece.row, col: piece.col + delta }
        : { pieceId: piece.id, row: piece.row + delta, col: piece.col };
      try {
        applySlidingMove(pieces, away);
        return [away, { pieceId: piece.id, row: piece.row, col: piece.col }];
      } catch {
        // blocked that way: try the other
      }
    }
  }
  throw new Error('no piece can move');
}

/** A legal solve of exactly `PROOF_MOVES` moves: a piece shuttled back and forth, then a shortest solve (from one step away when the parity asks). */
function longProof(level) {
  const [away, back] = shuttle(level.pieces);
  for (const detour of [[], [away]]) {
    const rest = solveSliding(detour.reduce(applySlidingMove, level.pieces)).moves;
    const pairs = (PROOF_MOVES - detour.length - rest.length) / 2;
    if (Number.isInteger(pairs) && pairs >= 0) return [...Array.from({ length: pairs }, () => [away, back]).flat(), ...detour, ...rest];
  }
  throw new Error('no 1,000-move solve found');
}

function proofVerification() {
  const { SLIDING_LEVELS } = require('../services/minigames/dist/puzzles/slidingLevels');
  const level = [...SLIDING_LEVELS].sort((a, b) => b.minMoves - a.minMoves)[0];
  const proof = longProof(level);
  const replayed = replaySlidingMoves(level, proof);
  if (!replayed.solved || !isSlidingSolved(replayed.pieces)) throw new Error('the long proof does not solve');
  const durations = Array.from({ length: VERIFICATIONS }, () => {
    const started = now();
    replaySlidingMoves(level, proof);
    return now() - started;
  });
  return { moves: proof.length, level: level.id, minMoves: level.minMoves, ...summarize(durations) };
}

/** The moves that solve a started puzzle (the escape's levels solved once each). */
function solverFor() {
  const solved = new Map();
  return (puzzle) => {
    if (puzzle.gameType === 'jigsaw') return puzzle.pieces.map((piece) => ({ pieceId: piece.id, position: piece.correctPosition }));
    if (!solved.has(puzzle.level.id)) solved.set(puzzle.level.id, solveSliding(puzzle.level.pieces).moves);
    return solved.get(puzzle.level.id);
  };
}

async function playersBench(store) {
  const started = now();
  const log = (message) => process.stderr.write(`[minigames ${store}, ${((now() - started) / 1000).toFixed(1)} s] ${message}\n`);
  const data = scratchDir('minigames');
  const app = await startApp({
    port: PORT,
    dataDir: data.dir,
    readyPath: '/healthz',
    env: { DEMO: '0', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, EVENT_STORE: store },
  });
  try {
    const api = createClient(app.url);
    const prepared = await prepareDrafts(api, { admin: ADMIN, ...SETTINGS }, log);
    const games = await mapLimit(prepared.drafts, 8, async (draft, i) => {
      const body = { draftId: draft.id, gameType: i % 2 === 0 ? 'rush_hour' : 'jigsaw' };
      return (await api.call('POST', '/api/admin/mini-games/send', { token: prepared.adminToken, body })).id;
    });
    log(`${games.length} games sent`);
    const solve = solverFor();
    const starts = [];
    const completes = [];
    const t0 = now();
    const plays = prepared.drafts.flatMap((draft, d) =>
      draft.players.map(async (player) => {
        const startAt = Math.random() * STARTS_WITHIN_MS;
        await sleep(startAt);
        let sent = now();
        const attempt = await api.call('POST', `/api/player/mini-games/${games[d]}/start`, { token: player.token, body: {}, kind: 'start' });
        starts.push(now() - sent);
        const moves = solve(attempt.puzzle);
        await sleep(Math.max(0, startAt + 5_000 + Math.random() * (COMPLETES_WITHIN_MS - 5_000 - startAt) - (now() - t0)));
        sent = now();
        await api.call('POST', `/api/player/mini-games/${games[d]}/complete`, { token: player.token, body: { moves }, kind: 'complete' });
        completes.push(now() - sent);
      }),
    );
    await Promise.all(plays);
    log(`${completes.length} players started and completed in ${((now() - t0) / 1000).toFixed(1)} s`);
    return { store, players: completes.length, games: games.length, seconds: (now() - t0) / 1000, start: summarize(starts), complete: summarize(completes) };
  } finally {
    await app.stop();
    data.remove();
  }
}

async function miniGamesBench({ players = true, puzzles = true } = {}) {
  const result = {};
  if (puzzles) {
    result.sudoku = sudokuGeneration();
    result.proof = proofVerification();
  }
  if (players) result.plays = [await playersBench('pglite'), await playersBench('memory')];
  return result;
}

function miniGamesTable(r) {
  const lines = [];
  if (r.sudoku) {
    lines.push('| puzzles | p50 | p99 | samples |', '|---|---|---|---|');
    for (const [difficulty, s] of Object.entries(r.sudoku)) lines.push(`| sudoku generation, ${difficulty} | ${ms(s.p50)} | ${ms(s.p99)} | ${s.count} |`);
    const p = r.proof;
    lines.push(
      `| verifying a ${p.moves}-move sliding-block proof (level ${p.level}, ${p.minMoves} moves at best) | ${ms(p.p50)} | ${ms(p.p99)} | ${p.count} |`,
    );
  }
  for (const play of r.plays ?? []) {
    lines.push(
      '',
      `${play.players} players in ${play.games} drafts (a game each), all started within 30 s and completed within one minute (${play.seconds.toFixed(1)} s), ${play.store}`,
      '',
      '| mini-games | p50 | p99 | samples |',
      '|---|---|---|---|',
      `| POST /api/player/mini-games/{id}/start | ${ms(play.start.p50)} | ${ms(play.start.p99)} | ${play.start.count} |`,
      `| POST /api/player/mini-games/{id}/complete (proof replayed) | ${ms(play.complete.p50)} | ${ms(play.complete.p99)} | ${play.complete.count} |`,
    );
  }
  return lines.join('\n');
}

module.exports = { miniGamesBench, miniGamesTable };
if (require.main === module) {
  const only = (flag) => process.argv.includes(flag);
  miniGamesBench({ players: !only('--puzzles-only'), puzzles: !only('--players-only') })
    .then((result) => console.log(miniGamesTable(result)))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
