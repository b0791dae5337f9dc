// A generated season as the services would have logged it: accounts, casts, drafts with their joins,
// starts and picks, point entries per week, spoiler guards, and mini-games with their attempts. Each
// function returns appends ([streamId, events]) with the real event types and shapes, and keeps the
// figures the rebuilt read models must show (`expected`).
const ev = require('../../events/dist');
const { loadDemoCasts } = require('../../services/catalog/dist/demoCasts/demoCasts');
const { slidingLevelGroups } = require('../../services/minigames/dist/puzzles/slidingLevelGroups');
const { solveSliding } = require('../../services/minigames/dist/puzzles/slidingSolver');
const { generateSudoku } = require('../../services/minigames/dist/puzzles/sudokuGenerator');

const DAY_MS = 86_400_000;
const SEASON_START = Date.UTC(2026, 0, 5);
const SHOWS = ev.SHOW_TYPES;

/** mulberry32: the same season from the same seed. */
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class SeasonModel {
  constructor(seed = 1) {
    this.random = seededRandom(seed);
    this.casts = Object.fromEntries(Object.entries(loadDemoCasts()).map(([show, cast]) => [show, cast.members]));
    this.levelGroups = slidingLevelGroups();
    this.solutions = new Map();
    this.sudokus = Array.from({ length: 8 }, (_, i) => generateSudoku(['easy', 'medium', 'hard'][i % 3], seededRandom(seed + i)));
    this.admins = [];
    this.players = [];
    this.drafts = [];
    this.games = [];
    this.entries = new Map();
    this.eliminated = new Set();
    this.nextJoinCode = 100000;
    this.clock = SEASON_START;
    this.expected = { players: 0, admins: 0, rooms: 0, picksByDraft: {}, games: 0, attempts: 0, completions: 0, pointsBySubject: {}, entries: 0 };
  }

  below = (n) => Math.floor(this.random() * n);
  chance = (p) => this.random() < p;
  pick = (list) => list[this.below(list.length)];
  id = () => Array.from({ length: 4 }, () => (this.random() * 2 ** 32).toString(16).padStart(8, '0').slice(0, 8)).join('-');
  at = () => new Date((this.clock += 1000 + this.below(60_000))).toISOString();
  startWeek = (week) => (this.clock = Math.max(this.clock, SEASON_START + (week - 1) * 7 * DAY_MS));

  shuffled(list) {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }

  claim(kind, key, ownerId) {
    return [`unique-${kind}-${key}`, [{ type: 'UniqueKeyClaimed', data: { kind, key, ownerId } }]];
  }

  admin(i) {
    const adminId = this.id();
    const username = `admin${i}`;
    this.admins.push(adminId);
    this.expected.admins += 1;
    const data = { adminId, username, firstName: 'Admin', lastName: `No. ${i}`, email: `${username}@league.test`, createdAt: this.at() };
    return [this.claim('admin-username', username, adminId), [ev.adminStream(adminId), [{ type: 'AdminCreated', data }]]];
  }

  player(i) {
    const playerId = this.id();
    const email = `player${i}@league.test`;
    this.players.push(playerId);
    this.expected.players += 1;
    const data = { playerId, email, firstName: `Player${i}`, lastName: this.chance(0.8) ? `Surname${i % 997}` : null, registeredAt: this.at() };
    return [this.claim('email', email, playerId), [ev.playerStream(playerId), [{ type: 'PlayerRegistered', data }]]];
  }

  castSeeded(showType) {
    const members = this.casts[showType];
    const data = { showType, season: ev.SHOW_SEASONS[showType], source: 'demo', members, seededBy: this.admins[0], seededAt: this.at() };
    return [ev.castStream(showType), [{ type: 'CastSeeded', data }]];
  }

  /** One member of each show out this week, now and then a photo. */
  castWeek() {
    return SHOWS.map((showType) => {
      const members = this.casts[showType].filter((m) => !this.eliminated.has(m.id));
      const events = [];
      if (members.length > 3) {
        const out = this.pick(members);
        this.eliminated.add(out.id);
        events.push({ type: 'CastMemberEliminated', data: { showType, memberId: out.id, by: this.pick(this.admins), at: this.at() } });
      }
      const photoUrl = `/api/photos/${this.id()}.webp`;
      events.push({
        type: 'CastMemberPhotoSet',
        data: { showType, memberId: this.pick(this.casts[showType]).id, photoUrl, by: this.admins[0], at: this.at() },
      });
      return [ev.castStream(showType), events];
    });
  }

  /** A draft from creation to its last pick, in three appends (created, joined, played). */
  draft() {
    const showType = this.pick(SHOWS);
    const cast = this.casts[showType];
    const size = 2 + this.below(Math.min(ev.MAX_PARTICIPANTS, Math.floor(cast.length / ev.PICKS_PER_PARTICIPANT)) - 1);
    const draftId = this.id();
    const adminId = this.pick(this.admins);
    const joinCode = String(this.nextJoinCode++);
    const participants = new Set();
    while (participants.size < size) participants.add(this.pick(this.players));
    const draft = { draftId, adminId, showType, joinCode, participants: [...participants], deleted: false, picks: 0 };
    const created = { draftId, adminId, joinCode, showType, draftDate: this.at().slice(0, 10), turnTimeLimit: 60, createdAt: this.at() };
    const joins = draft.participants.map((playerId) => ({ type: 'PlayerJoinedDraft', data: { draftId, playerId, joinedAt: this.at() } }));
    const queues = draft.participants
      .filter(() => this.chance(0.3))
      .map((playerId) => [
        ev.pickQueueStream(draftId, playerId),
        [
          {
            type: 'PickQueueSet',
            data: {
              draftId,
              playerId,
              itemIds: this.shuffled(cast)
                .slice(0, 3)
                .map((m) => m.id),
              setAt: this.at(),
            },
          },
        ],
      ]);
    const order = this.shuffled(draft.participants);
    const played = [{ type: 'DraftStarted', data: { draftId, order, startedBy: adminId, startedAt: this.at() } }, ...this.picks(draft, order, cast)];
    played.push({ type: 'DraftCompleted', data: { draftId, completedAt: this.at(), reason: 'all_picks_made' } });
    if (this.chance(0.01)) {
      played.push({ type: 'DraftDeleted', data: { draftId, deletedBy: adminId, deletedAt: this.at() } });
      draft.deleted = true;
    }
    this.drafts.push(draft);
    if (!draft.deleted) {
      this.expected.rooms += 1;
      this.expected.picksByDraft[draftId] = draft.picks;
    }
    const stream = ev.draftStream(draftId);
    return [
      [this.claim('join-code', joinCode, draftId)],
      [[stream, [{ type: 'DraftCreated', data: created }]]],
      [[stream, joins], ...queues],
      [[stream, played]],
    ];
  }

  /** Snake-order picks; now and then an undo or a clear-and-restart along the way. */
  picks(draft, order, cast) {
    const events = [];
    const playPicks = () => {
      const left = this.shuffled(cast);
      const total = ev.maxPicks(order.length);
      for (let pickNumber = 1; pickNumber <= total; pickNumber++) {
        const playerId = order[ev.positionOnTheClock(pickNumber, order.length) - 1];
        const item = left.pop();
        const auto = this.chance(0.1);
        const data = {
          draftId: draft.draftId,
          pickNumber,
          round: ev.roundOf(pickNumber, order.length),
          playerId,
          itemId: item.id,
          label: ev.castLabel(item),
          auto,
          source: auto ? 'timer' : 'player',
          fromQueue: auto && this.chance(0.5),
          pickedAt: this.at(),
        };
        events.push({ type: 'PickMade', data });
        if (pickNumber === total - 1 && left.length >= 2 && this.chance(0.02)) {
          events.push({
            type: 'PickUndone',
            data: { draftId: draft.draftId, pickNumber, itemId: item.id, playerId, undoneBy: draft.adminId, undoneAt: this.at() },
          });
          events.push({ type: 'PickMade', data: { ...data, itemId: left.at(-1).id, label: ev.castLabel(left.pop()), pickedAt: this.at() } });
        }
      }
      return total;
    };
    if (this.chance(0.01)) {
      playPicks();
      events.push({ type: 'DraftReset', data: { draftId: draft.draftId, resetBy: draft.adminId, resetAt: this.at() } });
    }
    draft.picks = playPicks();
    return events;
  }

  /** This week's results: a share of each show's members scores per period, a few earlier entries corrected or removed. */
  pointsWeek(week) {
    const appends = [];
    for (const showType of SHOWS) {
      const periods = showType === 'big_brother' ? [3 * week - 2, 3 * week - 1, 3 * week] : [week];
      for (const period of periods.filter((p) => p <= ev.PERIODS[showType].max)) {
        for (const member of this.casts[showType].filter((m) => !this.eliminated.has(m.id) && this.chance(0.5))) {
          const key = { subjectKind: ev.castItemKind(showType), subjectId: member.id, showType, period, pointType: this.pick(ev.POINT_TYPES[showType]) };
          appends.push(this.entry(key, 1 + this.below(10)));
        }
      }
    }
    for (const [entryId, entry] of [...this.entries].filter(() => this.chance(0.03))) {
      appends.push(this.chance(0.7) ? this.entry(entry.key, 1 + this.below(10)) : this.removal(entryId, entry));
    }
    return appends;
  }

  entry(key, points) {
    const entryId = ev.entryIdOf(key);
    const previous = this.entries.get(entryId);
    const by = this.pick(this.admins);
    const base = { ...key, entryId, source: 'results' };
    const event = previous
      ? { type: 'PointsCorrected', data: { ...base, previous: previous.points, points, correctedBy: by, correctedAt: this.at(), reason: 'Recount' } }
      : { type: 'PointsEntered', data: { ...base, points, enteredBy: by, enteredAt: this.at() } };
    this.entries.set(entryId, { key, points });
    return [ev.pointEntryStream(entryId), [event]];
  }

  removal(entryId, entry) {
    this.entries.delete(entryId);
    const data = { ...entry.key, entryId, source: 'results', previous: entry.points, removedBy: this.admins[0], removedAt: this.at(), reason: 'Entered twice' };
    return [ev.pointEntryStream(entryId), [{ type: 'PointsRemoved', data }]];
  }

  spoilerGuard() {
    const playerId = this.pick(this.players);
    const showType = this.pick(SHOWS);
    const data = { playerId, showType, watchedThrough: this.chance(0.2) ? null : 1 + this.below(12), setAt: this.at() };
    return [ev.spoilerGuardStream(playerId), [{ type: 'SpoilerGuardSet', data }]];
  }

  emailChange() {
    const index = this.below(this.players.length);
    const data = {
      playerId: this.players[index],
      email: `player${index}.new${this.below(1e6)}@league.test`,
      previousEmail: '',
      changedBy: this.admins[0],
      changedAt: this.at(),
    };
    return [ev.playerStream(data.playerId), [{ type: 'PlayerEmailChanged', data }]];
  }

  /** A game sent to a finished draft, played by most of its players (three appends: sent, attempts, finished). */
  miniGame(draft) {
    const miniGameId = this.id();
    const gameType = this.pick(['sliding-block', 'jigsaw', 'sudoku']);
    const group = this.pick(this.levelGroups);
    const setup =
      gameType === 'sliding-block'
        ? { gameType, minMoves: group.minMoves, levels: group.levels }
        : gameType === 'jigsaw'
          ? { gameType }
          : { gameType, difficulty: this.pick(['easy', 'medium', 'hard']) };
    const { draftId, adminId, showType, joinCode } = draft;
    const sent = { miniGameId, draftId, adminId, showType, joinCode, gameType, ...ev.defaultGameText(gameType), setup, sentAt: this.at() };
    const attempts = [];
    const completions = [];
    for (const playerId of draft.participants.filter(() => this.chance(0.85))) {
      const { events, completion } = this.attempt(miniGameId, playerId, setup, group);
      attempts.push([ev.attemptStream(miniGameId, playerId, 1), events]);
      if (completion) completions.push(completion);
    }
    this.expected.attempts += attempts.length;
    this.expected.completions += completions.length;
    completions.sort((a, b) => a.elapsedMs - b.elapsedMs);
    const awards = completions.slice(0, ev.AWARD_POINTS.length).map((c, i) => ({ ...c, rank: i + 1, points: ev.AWARD_POINTS[i] }));
    const stream = ev.miniGameStream(miniGameId);
    const closing = [
      {
        type: 'MiniGameFinished',
        data: {
          miniGameId,
          draftId,
          showType,
          round: 1,
          awards: awards.map(({ playerId, rank, points, completionTimeSeconds }) => ({ playerId, rank, points, completionTimeSeconds })),
          finishedBy: adminId,
          finishedAt: this.at(),
        },
      },
    ];
    const fate = this.random();
    if (fate < 0.02) closing.push({ type: 'MiniGameAttemptsReset', data: { miniGameId, draftId, showType, round: 2, resetBy: adminId, resetAt: this.at() } });
    else if (fate < 0.03) closing.push({ type: 'MiniGameDeleted', data: { miniGameId, draftId, deletedBy: adminId, deletedAt: this.at() } });
    if (fate < 0.02 || fate >= 0.03) this.expected.games += 1;
    if (fate >= 0.03) for (const award of awards) this.addPoints(award.playerId, award.points);
    return [[[stream, [{ type: 'MiniGameSent', data: sent }]]], attempts, [[stream, closing]]];
  }

  attempt(miniGameId, playerId, setup, group) {
    const startedAt = this.at();
    const base = { miniGameId, playerId, round: 1 };
    const events = [{ type: 'MiniGameAttemptStarted', data: { ...base, puzzle: this.puzzle(setup, group), startedAt } }];
    const { puzzle } = events[0].data;
    if (puzzle.gameType === 'sudoku') {
      for (let i = this.below(3); i > 0; i--) events.push({ type: 'MiniGameProgressSaved', data: { ...base, grid: puzzle.puzzle, savedAt: this.at() } });
    }
    if (!this.chance(0.9)) return { events, completion: null };
    const proof = this.proof(puzzle);
    const moveCount = proof.gameType === 'sudoku' ? puzzle.puzzle.flat().filter((v) => v === 0).length : proof.moves.length;
    const elapsedMs = 20_000 + this.below(280_000);
    const completionTimeSeconds = ev.secondsOf(elapsedMs);
    const completedAt = new Date(Date.parse(startedAt) + elapsedMs).toISOString();
    events.push({ type: 'MiniGameAttemptCompleted', data: { ...base, elapsedMs, completionTimeSeconds, moveCount, proof, claimedSeconds: null, completedAt } });
    return { events, completion: { playerId, completionTimeSeconds, elapsedMs } };
  }

  puzzle(setup, group) {
    if (setup.gameType === 'sliding-block') return { gameType: 'sliding-block', level: this.pick(group.levels) };
    if (setup.gameType === 'jigsaw') return { gameType: 'jigsaw', pieces: ev.shuffledJigsaw(this.random) };
    const { puzzle, solution } = this.pick(this.sudokus);
    return { gameType: 'sudoku', difficulty: setup.difficulty, puzzle, solution };
  }

  proof(puzzle) {
    if (puzzle.gameType === 'sudoku') return { gameType: 'sudoku', grid: puzzle.solution };
    if (puzzle.gameType === 'jigsaw')
      return { gameType: 'jigsaw', moves: this.shuffled(puzzle.pieces).map((p) => ({ pieceId: p.id, position: p.correctPosition })) };
    const { level } = puzzle;
    if (!this.solutions.has(level.id)) this.solutions.set(level.id, solveSliding(level.pieces).moves);
    return { gameType: 'sliding-block', moves: this.solutions.get(level.id) };
  }

  addPoints(subjectId, points) {
    this.expected.pointsBySubject[subjectId] = (this.expected.pointsBySubject[subjectId] ?? 0) + points;
  }

  /** The ledger's standing entries, added to the mini-game awards, once the season is written. */
  finish() {
    for (const { key, points } of this.entries.values()) this.addPoints(key.subjectId, points);
    this.expected.entries = this.entries.size;
    return this.expected;
  }
}

module.exports = { SeasonModel, seededRandom };
