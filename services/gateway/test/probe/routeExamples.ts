/** A valid request for every route of the table, in a probe scenario. Test code only. */
import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_TABLES, type Contestant, type NamedRoute, type PointEntry, type RouteSubject, type Team } from '@reality-draft/events';
import { jigsawSolve } from '../jigsawPlay';
import { PASSWORD, type ProbeWorld, type Role, type Scenario, type Stage } from './probeWorld';

type RouteId = { [S in keyof typeof ROUTE_TABLES]: keyof (typeof ROUTE_TABLES)[S] }[keyof typeof ROUTE_TABLES];

/** The draft stage a route needs to succeed; every other route runs on a draft waiting to start. */
export const STAGES: Partial<Record<RouteId, Stage>> = {
  makePick: 'active',
  commissionerPick: 'active',
  pauseDraft: 'active',
  resumeDraft: 'active',
  resetDraft: 'active',
  undoLastPick: 'picked',
  claimReplacement: 'finished',
  proposeTrade: 'finished',
  acceptTrade: 'finished',
  declineTrade: 'finished',
  cancelTrade: 'finished',
  vetoTrade: 'finished',
  nextSeason: 'finished',
  rankings: 'sentGame',
  finishMiniGame: 'sentGame',
  deleteMiniGame: 'sentGame',
  playerMiniGame: 'sentGame',
  startMiniGame: 'sentGame',
  completeMiniGame: 'startedGame',
  miniGameReplays: 'completedGame',
  sudokuView: 'sentSudoku',
  sudokuStart: 'sentSudoku',
  sudokuUpdate: 'startedSudoku',
  sudokuValidate: 'startedSudoku',
};

/** Routes that end the session they are sent with: each cell gets a session of its own. */
const SESSION_ENDING = new Set<string>(['logout', 'adminLogout', 'playerLogout'] satisfies RouteId[]);
/** Routes that end the account they are sent with (a player deleting theirs): each player's cell gets a new player. */
const ACCOUNT_ENDING = new Set<string>(['deleteMe'] satisfies RouteId[]);
const PLAYER_ROLES = new Set<Role>(['player', 'participant', 'outsider']);

/** The token a call of `route` as `role` is sent with. */
export async function callerToken(route: NamedRoute, role: Role, world: ProbeWorld, scenario: Scenario): Promise<string | undefined> {
  if (ACCOUNT_ENDING.has(route.id) && PLAYER_ROLES.has(role)) return world.disposablePlayerSession();
  return SESSION_ENDING.has(route.id) ? world.freshSession(role) : world.tokenFor(role, scenario);
}

const survivorCast = () => JSON.stringify(JSON.parse(readFileSync(path.join(__dirname, '../../../catalog/data/survivor-49.demo.json'), 'utf8')).members);

type BodyMaker = (world: ProbeWorld, scenario: Scenario) => unknown;

const BODIES: Partial<Record<RouteId, BodyMaker>> = {
  subscribePush: () => pushSubscription(),
  unsubscribePush: () => ({ endpoint: pushSubscription().endpoint }),
  login: (world) => ({ emailOrUsername: world.emails.get('player'), password: 'probe-player-pass' }),
  register: (world) => ({ email: world.uniqueEmail(), password: 'new-player-pass', firstName: 'Newcomer' }),
  forgotPassword: (world) => ({ email: world.emails.get('player') }),
  deleteMe: () => ({ password: PASSWORD }),
  postMessage: () => ({ text: 'Probe says hi', spoiler: false }),
  makePrediction: (_world, scenario) => ({ itemId: scenario.freeTeamId }),
  setLeagueRules: () => ({ replacements: { pointCost: 1 }, trades: { reviewHours: 12 } }),
  claimReplacement: (_world, scenario) => ({ dropItemId: scenario.eliminatedTeamId, addItemId: scenario.freeTeamId }),
  proposeTrade: (world, scenario) => world.tradeBody(scenario),
  setPredictionSettings: () => ({ pointsPerCorrect: 3, locks: [{ period: 20, locksAt: null }] }),
  resetPassword: async (world) => ({ token: await world.resetToken(), newPassword: 'reset-player-pass' }),
  changePlayerEmail: (world) => ({ email: world.uniqueEmail() }),
  importCast: () => ({ format: 'json', content: survivorCast() }),
  eliminateTeam: () => ({ eliminated: false }),
  eliminateContestant: () => ({ eliminated: false }),
  createDraft: () => ({ draftDate: '2026-12-24', showType: 'big_brother', turnTimeLimit: 90 }),
  joinByCode: (_world, scenario) => ({ joinCode: scenario.joinCode.toLowerCase() }),
  makePick: (_world, scenario) => ({ teamId: scenario.freeTeamId, pickNumber: scenario.nextPickNumber }),
  setPickQueue: (_world, scenario) => ({ itemIds: [scenario.freeTeamId] }),
  scheduleDraft: () => ({ startsAt: new Date(Date.now() + 86_400_000).toISOString() }),
  setAutoPick: () => ({ on: true }),
  commissionerPick: (_world, scenario) => ({ itemId: scenario.freeTeamId }),
  undoLastPick: (_world, scenario) => ({ pickNumber: scenario.lastPickNumber }),
  enterTeamPoints: (_world, scenario) => ({ teamId: scenario.freeTeamId, week: 1, points: 5 }),
  enterContestantPoints: (_world, scenario) => ({ contestantId: scenario.contestantId, episode: 1, points: 3, pointType: 'hoh' }),
  correctEntry: () => ({ points: 2, reason: 'Probe correction' }),
  replacePeriod: () => ({ entries: [] }),
  previewPeriod: () => ({ entries: [] }),
  previewPoints: (_world, scenario) => ({ entries: [{ route: 'contestant', contestantId: scenario.contestantId, episode: 1, points: 3, pointType: 'hoh' }] }),
  setSpoilerGuard: () => ({ showType: 'big_brother', watchedThrough: 3 }),
  sendMiniGame: (_world, scenario) => ({ draftId: scenario.draftId, gameType: 'contestant-escape' }),
  saveCatalogueSettings: () => ({ games: { 'weekly-trivia': { isActive: true, pointValue: 4 } } }),
  sendSudoku: (_world, scenario) => ({ draftId: scenario.draftId, difficulty: 'easy', title: 'Probe sudoku', description: 'Sent by the probe' }),
  completeMiniGame: (_world, scenario) => ({ completionTimeSeconds: 1, moves: jigsawSolve(scenario.puzzle) }),
  sudokuUpdate: (_world, scenario) => ({ gameState: { grid: sudokuGrid(scenario), startTime: 0 } }),
  // An unsolved grid: the answer is { isValid: false }, a 200 (the solution never leaves the server).
  sudokuValidate: (_world, scenario) => ({ grid: sudokuGrid(scenario) }),
  uploadPhoto: (world) => world.photoBytes,
  setSurvivorContestantPhoto: (world) => ({ photoUrl: world.photoUrl }),
  setContestantPhoto: (world) => ({ photoUrl: world.photoUrl }),
  setTeamPhoto: (world) => ({ photoUrl: world.photoUrl }),
};

/** A browser's push subscription on FCM, a new device each time (the same endpoint again answers 200, not 201). */
function pushSubscription() {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const endpoint = `https://fcm.googleapis.com/fcm/send/probe-${randomBytes(8).toString('hex')}`;
  return { endpoint, keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

function sudokuGrid(scenario: Scenario): number[][] {
  if (scenario.puzzle?.gameType !== 'sudoku') throw new Error('The scenario has no sudoku started');
  return scenario.puzzle.puzzle;
}

const QUERIES: Partial<Record<RouteId, string>> = { push: 'topics=drafts,catalog', photo: 'size=small' };

async function subjectId(subject: RouteSubject, world: ProbeWorld, scenario: Scenario): Promise<string> {
  const owner = world.tokens.get('ownerAdmin');
  switch (subject) {
    case 'draft':
      return scenario.draftId;
    case 'player':
      return world.victimId;
    case 'team':
      return (await world.ok<Team[]>({ method: 'get', path: '/teams', token: owner }))[0].id;
    case 'contestant':
      return (await world.ok<Contestant[]>({ method: 'get', path: '/contestants', token: owner }))[0].id;
    case 'survivorContestant':
      return (await world.ok<Contestant[]>({ method: 'get', path: '/survivor-contestants', token: owner }))[0].id;
  }
}

/** A point entry to correct or remove, entered (again) by the owner admin. */
async function pointEntry(world: ProbeWorld, scenario: Scenario): Promise<string> {
  const body = { contestantId: scenario.contestantId, episode: 2, points: 1, pointType: 'veto' };
  return (await world.ok<PointEntry>({ method: 'post', path: '/contestant-point-totals-table', token: world.tokens.get('ownerAdmin'), body })).id;
}

/** The route's path with its parameters filled in for this scenario (`showType`: survivor; a league's `period` 20; an upload URL is a fresh one each time). */
export async function examplePath(route: NamedRoute, world: ProbeWorld, scenario: Scenario): Promise<string> {
  if (route.path.includes(':uploadId')) return world.uploadPath();
  let filled = route.path
    .replace(':code', scenario.joinCode)
    .replace(':showType', 'survivor')
    // A league's predictions: an episode no other route scores (episode 1's results would lock it).
    .replace(':period', route.path.startsWith('/drafts/') ? '20' : '1')
    .replace(':photoId', world.photoUrl.split('/').at(-1)!);
  // A player deleted is deleted for good: each call deletes a new one.
  if (route.id === 'deletePlayer') filled = filled.replace(':id', (await world.registerPlayer('doomed')).id);
  // A message of the scenario's league, written by its participant (who, as its author, may remove it).
  if (filled.includes(':messageId')) filled = filled.replace(':messageId', await world.chatMessage(scenario)).replace(':emoji', encodeURIComponent('👍'));
  // A trade offered to the participant (to accept or decline), or by them (to cancel, or for the admin to veto).
  if (filled.includes(':tradeId')) filled = filled.replace(':tradeId', await world.trade(scenario, route.id === 'cancelTrade' || route.id === 'vetoTrade'));
  if (filled.includes(':entryId')) filled = filled.replace(':entryId', await pointEntry(world, scenario));
  if (filled.includes(':id')) filled = filled.replace(':id', scenario.miniGameId ?? (await subjectId(route.subject!, world, scenario)));
  const query = QUERIES[route.id as RouteId];
  return query ? `${filled}?${query}` : filled;
}

/** A valid body for the route (an empty object for a POST that takes none), undefined for GET/DELETE. */
export async function exampleBody(route: NamedRoute, world: ProbeWorld, scenario: Scenario): Promise<unknown> {
  const make = BODIES[route.id as RouteId];
  if (make) return await make(world, scenario);
  return route.method === 'post' || route.method === 'put' ? {} : undefined;
}

export const stageOf = (route: NamedRoute): Stage => STAGES[route.id as RouteId] ?? 'pending';
