/** The drafts service's answers, as the spec's client reads them (docs/drafts.md#draft-fields, docs/drafts.md#draft-calls). */
import type { Contestant, Team } from '../catalog/api';
import type { ShowType } from '../catalog/events';
import type { TradedItems } from '../league/trades';
import type { DraftActivity } from './activity';
import type { MissedStart } from './draftState';
import type { DraftStatus, PickSource, StartKind } from './events';

/** A draft as lists and the draft room show it. Times are ISO strings. */
export interface DraftSummary {
  id: string;
  joinCode: string;
  showType: ShowType;
  /** Beyond the spec: the league's name, or null (docs/drafts.md#league-name). */
  name: string | null;
  status: DraftStatus;
  draftDate: string;
  turnTimeLimit: number;
  /** 1 = personal teams (the only phase this release plays). */
  draftPhase: number;
  adminId: string;
  participantCount: number;
  picksMade: number;
  maxPicks: number;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  /** Beyond the spec: the commissioner has paused the live draft's turn clock. */
  paused: boolean;
  /** Beyond the spec: when the draft starts by itself (ISO), by the 10 s countdown or the admin's start time; else null. */
  startsAt: string | null;
  /** Which start `startsAt` is (docs/drafts.md#scheduled-start); null with no start waiting. */
  startKind: StartKind | null;
  /** The last start time that came without the draft starting ("Did not start at 20:00: 1 player joined"). */
  missedStart: MissedStart | null;
  /** Players whose "Auto-pick for me" is on (docs/drafts.md#auto-pick-for-me). */
  autoPickPlayerIds: string[];
  /** Beyond the spec: the same league's season before (docs/league.md#seasons), or null. */
  previousDraftId: string | null;
}

/** GET /api/drafts/{id} `draft`: the summary plus whose turn it is and the server-owned clock. */
export interface DraftDetail extends DraftSummary {
  /** The pick number on the clock (picks made + 1), or null when no turn is open. */
  currentTurn: number | null;
  currentRound: number | null;
  /** The participant id (the player's id) on the clock. */
  currentPlayerId: string | null;
  /** When the current turn began (ISO); the countdown is turnStartTime + turnTimeLimit - now. */
  turnStartTime: string | null;
  paused: boolean;
  /** While paused: the seconds the turn had left. */
  pausedSecondsLeft: number | null;
  /** Player ids by draft position (docs/drafts.md#draft-fields `phaseOneOrder`). */
  phaseOneOrder: string[];
  /** The server's clock when this answer was made, for the browser's clock-offset correction. */
  serverTime: string;
  /** The draft's stream version this answer shows: a push notice naming no newer one needs no refetch. */
  version: number;
}

export interface PersonName {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

export interface Participant extends PersonName {
  /** The participant's id is the player's id. */
  id: string;
  draftId: string;
  playerId: string;
  userId: string;
  username: null;
  draftPosition: number;
  player: PersonName;
  user: PersonName;
  picksMade: number;
  /** Beyond the spec: the player's "Auto-pick for me" is on. */
  autoPick: boolean;
}

/** The picked item as the spec nests it: `team` for Amazing Race, `contestant` otherwise. */
export interface Pick {
  id: string;
  draftId: string;
  pickNumber: number;
  round: number;
  playerId: string;
  userId: string;
  assignedToPlayerId: string;
  assignedToUserId: string;
  isAutoPick: boolean;
  source: PickSource;
  pickedAt: string;
  /** Seconds the turn ran before this pick (paused time not counted); null where the room did not keep it. */
  secondsOnClock: number | null;
  teamId?: string;
  contestantId?: string;
  survivorContestantId?: string;
  team?: Team | null;
  contestant?: Contestant | null;
  /** The item's name as it was when picked. */
  label: string;
}

export interface DraftRoom {
  draft: DraftDetail;
  participants: Participant[];
  picks: Pick[];
  /** Beyond the spec: the room's latest picks and commissioner actions, oldest first. */
  activity: DraftActivity[];
  /** Beyond the spec (docs/league.md#rosters): every roster change since the draft, oldest first; `picks` stay as drafted. */
  rosterMoves: RosterMove[];
}

/**
 * A pick of a league that gave way or changed hands after the draft (docs/league.md#rosters): a won
 * replacement claim, or a completed trade (`give` went to `toPlayerId`, `get` to `fromPlayerId`).
 * `fromPeriod`: the first week or episode the new holder scores.
 */
export type RosterMove =
  | {
      kind: 'replacement';
      playerId: string;
      dropItemId: string;
      dropLabel: string;
      addItemId: string;
      addLabel: string;
      fromPeriod: number;
      at: string;
      ref: string;
    }
  | ({ kind: 'trade'; at: string; ref: string } & TradedItems);

/** GET /api/drafts/{id}/presence (beyond the spec): who has the room open right now (a live push stream on it). */
export interface DraftPresence {
  draftId: string;
  /** Ids of the signed-in people (players and admins) following the draft's push topic. */
  present: string[];
}

/** PUT /api/drafts/{id}/autopick: the caller's auto-pick as it now is. */
export interface AutoPickState {
  on: boolean;
}

/**
 * GET /api/public/invites/{code} (docs/drafts.md#invite): what a signed-out invite link shows.
 * `draftLabel` as draftLabel words it; `commissionerName` the owner admin's first name, or null.
 */
export interface InviteView {
  showType: ShowType;
  draftLabel: string;
  commissionerName: string | null;
  playerCount: number;
  startsAt: string | null;
  status: DraftStatus;
}

/** POST /api/drafts/join and POST /api/drafts/{id}/join. */
export interface JoinDraftResponse {
  draftId: string;
  alreadyJoined: boolean;
  message: string;
}

/** POST /api/drafts/{id}/pick: the pick and the room after it. */
export interface PickResponse {
  message: string;
  pick: Pick;
  room: DraftRoom;
}

/** GET /api/user/picks: the player's own picks, with the draft they belong to. */
export interface UserPick extends Pick {
  draft: { id: string; joinCode: string; showType: ShowType; name: string | null; status: DraftStatus };
}

/** GET /api/public/team-picks: every player's picks, without private data. */
export interface PublicTeamPick {
  draftId: string;
  showType: ShowType;
  pickNumber: number;
  round: number;
  playerId: string;
  playerFirstName: string | null;
  playerLastName: string | null;
  itemId: string;
  teamId?: string;
  contestantId?: string;
  survivorContestantId?: string;
  label: string;
  isActive: boolean;
}

/** GET/PUT /api/drafts/{id}/queue: the caller's own pick queue, best first. */
export interface PickQueue {
  draftId: string;
  itemIds: string[];
}

/** DELETE /admin/drafts/{id}. */
export interface DraftDeletedAnswer {
  message: string;
}
