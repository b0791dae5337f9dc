/** Test code: a draft played over HTTP — created, joined and started, picks by whoever is on the clock, and the turn clock's auto-picks. */
import type { DraftRoom, DraftSummary, PickResponse, Team } from '@reality-draft/events';
import type { FollowedStream, PushMessage } from '../sseClient';
import type { Player } from './accountSteps';
import { eventually, type Answer, type ApiClient } from './apiClient';

/** A pick the server acknowledged (200): it must be in the draft from then on. */
export interface AckedPick {
  pickNumber: number;
  playerId: string;
  itemId: string;
  /** The draft's stream version with the pick. */
  version: number;
}

/** The admin loads the Amazing Race cast and creates a draft of it; the draft's teams come back too. */
export async function createDraft(api: ApiClient, admin: string, turnTimeLimit: number): Promise<{ draft: DraftSummary; teams: Team[] }> {
  await api.ok('POST', '/admin/seed-teams', { token: admin });
  const draft = await api.ok<DraftSummary>(
    'POST',
    '/drafts',
    { token: admin, body: { draftDate: '2026-12-01', showType: 'amazing_race', turnTimeLimit } },
    201,
  );
  const teams = await api.ok<Team[]>('GET', '/teams', { token: admin });
  return { draft, teams };
}

/** Every player joins with the join code (in lower case, as people type it). */
export async function joinAll(api: ApiClient, draft: DraftSummary, players: Player[]): Promise<void> {
  for (const player of players) await api.ok('POST', '/drafts/join', { token: player.token, body: { joinCode: draft.joinCode.toLowerCase() } });
}

export const startDraft = (api: ApiClient, admin: string, draftId: string) => api.ok<DraftRoom>('POST', `/drafts/${draftId}/start`, { token: admin });

export const readRoom = (api: ApiClient, token: string, draftId: string) => api.ok<DraftRoom>('GET', `/drafts/${draftId}`, { token });

export interface Turn {
  player: Player;
  pickNumber: number;
  /** The first team nobody has picked. */
  teamId: string;
}

/** Who is on the clock in `room`, for which pick, and a team still free; null when no turn is open. */
export function turnOf(room: DraftRoom, players: Player[], teams: Team[]): Turn | null {
  if (room.draft.status !== 'active' || room.draft.currentTurn === null) return null;
  const player = players.find((candidate) => candidate.id === room.draft.currentPlayerId);
  if (!player) throw new Error(`The player on the clock (${room.draft.currentPlayerId}) is none of the draft's players`);
  const taken = new Set(room.picks.map((pick) => pick.teamId));
  const team = teams.find((candidate) => !taken.has(candidate.id));
  if (!team) throw new Error('No team is left to pick');
  return { player, pickNumber: room.draft.currentTurn, teamId: team.id };
}

/** Sends the turn's pick (pinned to its pick number), without waiting for the answer. */
export function sendPick(api: ApiClient, draftId: string, turn: Turn): Promise<Answer<PickResponse>> {
  return api.send<PickResponse>('POST', `/drafts/${draftId}/pick`, { token: turn.player.token, body: { teamId: turn.teamId, pickNumber: turn.pickNumber } });
}

export const acked = (answer: Answer<PickResponse>): AckedPick => ({
  pickNumber: answer.body.pick.pickNumber,
  playerId: answer.body.pick.playerId,
  itemId: answer.body.pick.teamId!,
  version: answer.body.room.draft.version,
});

/**
 * The players on the clock pick, one after another, until the draft has `picksMade` picks. A 409 means
 * the turn was taken first (the turn clock's auto-pick won the race): the room is read again. Any other
 * answer but 200 fails. The acknowledged picks come back.
 */
export async function pickUntil(api: ApiClient, admin: string, draftId: string, players: Player[], teams: Team[], picksMade: number): Promise<AckedPick[]> {
  const made: AckedPick[] = [];
  for (let room = await readRoom(api, admin, draftId); room.draft.picksMade < picksMade; room = await readRoom(api, admin, draftId)) {
    const turn = turnOf(room, players, teams);
    if (!turn) throw new Error(`No turn is open after ${room.draft.picksMade} picks`);
    const answer = await sendPick(api, draftId, turn);
    if (answer.status === 200) made.push(acked(answer));
    else if (answer.status !== 409) throw new Error(`Pick ${turn.pickNumber} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return made;
}

/** The push stream's change notice for the draft at `version` or later. */
export const draftNotice = (stream: FollowedStream, draftId: string, version: number): Promise<PushMessage> =>
  stream.waitFor((message) => message.event === 'change' && (message.data.versions?.[`draft:${draftId}`] ?? 0) >= version, 10_000);

/** Nobody picks: the turn on the clock runs out, the turn clock picks for its player, and the room's followers hear of it. */
export async function autoPickOfTheTurn(api: ApiClient, admin: string, draftId: string, stream: FollowedStream, timeoutMs: number): Promise<number> {
  const before = await readRoom(api, admin, draftId);
  const pickNumber = before.draft.currentTurn!;
  const room = await eventually(
    () => readRoom(api, admin, draftId),
    (r: DraftRoom) => r.picks.some((pick) => pick.pickNumber === pickNumber),
    `the auto-pick of pick ${pickNumber}`,
    timeoutMs,
  );
  expect(room.picks.find((pick) => pick.pickNumber === pickNumber)).toMatchObject({
    isAutoPick: true,
    source: 'timer',
    playerId: before.draft.currentPlayerId,
  });
  await draftNotice(stream, draftId, room.draft.version);
  return pickNumber;
}
