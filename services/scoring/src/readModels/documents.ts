/** The scoring service's read models: its own copies of casts, drafts and people, and the ledger's points. */
import type { PointSource, PointsLogRow, PointType, ShowType } from '@reality-draft/events';

export const COLLECTIONS = {
  casts: 'scoring_casts',
  drafts: 'scoring_drafts',
  people: 'scoring_people',
  points: 'scoring_points',
  scoredPeriods: 'scoring_scored_periods',
  log: 'scoring_log',
  spoilers: 'scoring_spoilers',
  predictions: 'scoring_predictions',
  recapPeriods: 'scoring_recap_periods',
  leagueClaims: 'scoring_league_claims',
} as const;

export type CastMemberView = {
  kind: 'team' | 'contestant';
  label: string;
  isActive: boolean;
  /** The week or episode it went out in, when the elimination said (absent in documents written before). */
  eliminatedIn?: number | null;
  /** Still in the show's current cast (a cleared or replaced cast keeps its members' names for old picks). */
  inCast: boolean;
};

/** One per show: its members, by id. */
export type CastDocument = {
  id: ShowType;
  members: Record<string, CastMemberView>;
};

export type DraftPickView = {
  pickNumber: number;
  round: number;
  playerId: string;
  itemId: string;
  label: string;
};

/**
 * A change to a league's rosters from `fromPeriod` on (docs/league.md#rosters): a won replacement claim
 * (`addItemId` the player's, `dropItemId` theirs before it, at `pointCost`), or a completed trade (`give`
 * went from `fromPlayerId` to `toPlayerId`, `get` the other way).
 */
export type RosterMove =
  | { kind: 'replacement'; playerId: string; dropItemId: string; addItemId: string; fromPeriod: number; pointCost: number; ref: string }
  | { kind: 'trade'; fromPlayerId: string; toPlayerId: string; give: string[]; get: string[]; fromPeriod: number; ref: string };

export type DraftDocument = {
  id: string;
  showType: ShowType;
  joinCode: string;
  /** Its admin (absent in documents stored before recaps: the projection's version 2 rebuilds them). */
  adminId?: string;
  /** The league's name; absent in documents stored before names existed (read it with `?? null`). */
  name?: string | null;
  status: 'pending' | 'active' | 'completed';
  participants: string[];
  picks: DraftPickView[];
  /** Absent in documents stored before replacements: none. */
  moves?: RosterMove[];
  /** The same league's season before (docs/league.md#seasons), and when this draft finished. */
  previousDraftId?: string | null;
  completedAt?: string | null;
};

export type PersonDocument = {
  id: string;
  kind: 'player' | 'admin';
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  username: string | null;
};

/** One ledger entry's current value, inside its subject's document. */
export type PointCell = {
  showType: ShowType;
  period: number;
  pointType: PointType | 'minigame';
  points: number;
  source: PointSource;
  sourceRef?: string;
  draftId?: string;
  /** A mini-game award's week or episode: the last one of its show scored when it was awarded (0: none yet). */
  awardedIn?: number;
  /** The log position of the entry's latest change, as the projection stored it (absent in a preview's would-be entries). */
  lastPosition?: number;
};

/** One per ledger entry at its current value (a removed entry has none): small, so each entry writes little. */
export type EntryDocument = PointCell & {
  id: string;
  subjectId: string;
  subjectKind: 'team' | 'contestant' | 'player';
};

/** One per show with results: how many result entries each week or episode has (a period with none is absent). */
export type ScoredPeriodsDocument = {
  id: ShowType;
  entries: Record<string, number>;
};

/** A scored subject's entries by entry id (a team, a contestant, or a player's mini-game awards), as the standings read them. */
export type PointsDocument = {
  id: string;
  subjectKind: 'team' | 'contestant' | 'player';
  cells: Record<string, PointCell>;
};

export type SpoilerDocument = {
  id: string;
  watched: Partial<Record<ShowType, number | null>>;
};

/** One per league: its prediction rules and every player's prediction by period. */
export type PredictionsDocument = {
  id: string;
  pointsPerCorrect: number;
  locksAt: Record<string, string>;
  /** Period -> player id -> their prediction. */
  periods: Record<string, Record<string, { itemId: string; at: string }>>;
};

/** One per show: each week or episode with results, when they were first and last changed, and whether a change corrected them. */
export type RecapPeriodsDocument = {
  id: ShowType;
  periods: Record<string, { firstAt: string; at: string; entries: number; corrected: boolean }>;
};

/** A league with open replacement claims or trades under review: claim or trade id -> when it is due. */
export type LeagueClaimsDocument = {
  id: string;
  pending: Record<string, string>;
};

/** One audit row per ledger event (per award of a mini-game's finish), with its log position (newest first) and the mini-game it is for. */
export type LogDocument = { [K in keyof PointsLogRow]: PointsLogRow[K] } & { position: number; sourceRef?: string };
