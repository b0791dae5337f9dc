/** The scoring service's answers, as the spec's client and our screens read them. */
import type { ShowType } from '../catalog/events';
import type { PointSource, SubjectKind } from './events';
import type { PointType } from './pointTypes';

/** GET /api/point-totals-table and /api/contestant-point-totals-table: subject id -> week or episode -> points (all point types summed). */
export interface PointTotalsTable {
  [subjectId: string]: { [period: string]: number };
}

/** GET /api/contestant-points-detailed: one row per entry. */
export interface DetailedPointRow {
  id: string;
  contestantId: string;
  week: number;
  episode: number;
  pointType: PointType;
  points: number;
}

/** The answer to an entry (POST of points, a correction): the entry as it now stands. */
export interface PointEntry {
  id: string;
  subjectKind: SubjectKind;
  subjectId: string;
  showType: ShowType;
  period: number;
  pointType: PointType | 'minigame';
  points: number;
  source: PointSource;
  /** What happened: entered anew, replaced a previous value, or nothing changed (same value). */
  outcome: 'entered' | 'corrected' | 'unchanged';
  previous: number | null;
}

/** GET /api/leaderboard: one row per player, highest first; ties share a rank (1, 2, 2, 4). */
export interface LeaderboardRow {
  playerId: string;
  playerFirstName: string | null;
  playerLastName: string | null;
  /** The player's own and, for admins, everyone's; others' masked (a***@example.com). */
  playerEmail: string | null;
  totalPoints: number;
  rank: number;
  /** Ranked equal with another row. */
  tied: boolean;
  /** Teams or contestants drafted (in drafts that started). */
  teamsDrafted: number;
  /** Of those, still in the game (not eliminated): "2 of 3 still in". */
  stillIn: number;
  draftPoints: number;
  miniGamePoints: number;
  /** Beyond the spec: points for correct who-goes-home predictions (docs/league.md#predictions), within the spoiler guard. */
  predictionPoints: number;
  /** Beyond the spec: what won replacement claims cost (0 or less, docs/league.md#replacements). */
  replacementPoints: number;
  /** With ?showType or ?draftId: points per week or episode (index 0 is week 1), for the chart. */
  pointsByPeriod?: number[];
  /**
   * With ?showType or ?draftId: the total as it stood after each week or episode, by the same rule as
   * totalPoints, mini-game awards in the week or episode they were awarded in (index 0: before week 1;
   * index n: after week n). Its last value is totalPoints: the chart ends where the table does.
   */
  runningTotals?: number[];
}

/** One drafted item's points, for breakdowns. */
export interface DraftedItemPoints {
  itemId: string;
  label: string;
  kind: 'team' | 'contestant';
  pickNumber: number;
  round: number;
  isActive: boolean;
  totalPoints: number;
  /** period -> point type -> points. */
  byPeriod: Record<string, Partial<Record<PointType, number>>>;
  /** Beyond the spec (docs/league.md#rosters): the first week or episode it scored for the player, when not the first (a replacement). */
  heldFrom?: number;
  /** Beyond the spec: the last one, when it left their roster (a dropped pick: its points stay theirs). */
  heldThrough?: number;
}

/** GET /api/all-player-points: per player, per draft, each drafted item's points, plus mini-game points. */
export interface PlayerPoints {
  playerId: string;
  playerFirstName: string | null;
  playerLastName: string | null;
  playerEmail: string | null;
  drafts: {
    draftId: string;
    joinCode: string;
    showType: ShowType;
    /** Beyond the spec: the league's name, or null. */
    name: string | null;
    status: string;
    items: DraftedItemPoints[];
    draftPoints: number;
  }[];
  /** Mini-game awards: one row per award. */
  miniGames: { miniGameId: string; draftId: string | null; showType: ShowType; points: number }[];
  miniGamePoints: number;
  /** Beyond the spec: each prediction of a period the viewer has watched, right or wrong. */
  predictions: { draftId: string; period: number; itemId: string; label: string; correct: boolean; points: number }[];
  predictionPoints: number;
  /** Beyond the spec: each won replacement claim and what it cost (0 or less), in the week or episode the new pick starts. */
  replacements: {
    draftId: string;
    claimId: string;
    period: number;
    drop: { itemId: string; label: string };
    add: { itemId: string; label: string };
    points: number;
  }[];
  replacementPoints: number;
  totalPoints: number;
}

/** One saved entry of a period (the results of one week or episode). */
export interface PeriodEntry {
  entryId: string;
  subjectKind: 'team' | 'contestant';
  subjectId: string;
  subjectLabel: string | null;
  pointType: PointType;
  points: number;
}

/** What saving a period does (or, in a preview, would do) to one entry. */
export interface PeriodChange extends Omit<PeriodEntry, 'points'> {
  action: 'entered' | 'corrected' | 'removed';
  before: number | null;
  after: number | null;
  reason: string | null;
}

/** GET, PUT and the preview of /api/admin/points/periods/{showType}/{period}: its entries (after the save) and the changes. */
export interface PeriodAnswer {
  showType: ShowType;
  period: number;
  entries: PeriodEntry[];
  /** Empty for a GET, and for a save that changed nothing. */
  changes: PeriodChange[];
}

/** GET /api/admin/points/log: who changed what, when, before -> after. */
export interface PointsLogRow {
  id: string;
  entryId: string;
  action: 'entered' | 'corrected' | 'removed';
  subjectKind: SubjectKind;
  subjectId: string;
  subjectLabel: string | null;
  showType: ShowType;
  period: number;
  pointType: PointType | 'minigame';
  before: number | null;
  after: number | null;
  by: string;
  byName: string | null;
  at: string;
  reason: string | null;
}

/**
 * GET /api/player/spoiler-guard: the player's "watched through" per show they have answered for
 * (null: everything, caught up). A show they never answered for is absent: their screens ask first.
 */
export type SpoilerGuard = Partial<Record<ShowType, number | null>>;

/** GET /api/scored-periods: one per show with a result entry, the most recently scored first. */
export interface ScoredShow {
  showType: ShowType;
  /** The weeks or episodes with results, ascending. */
  periods: number[];
  /** The log position of the show's latest result entry: higher was scored more recently. */
  position: number;
}

/** One player whose total or rank in one draft's standings a previewed correction moves. */
export interface RankChange {
  draftId: string;
  /** As the screens name a draft: "Big Brother #ABC123". */
  draftName: string;
  playerId: string;
  /** "Ann Lee", else the e-mail. */
  playerName: string;
  totalBefore: number;
  totalAfter: number;
  rankBefore: number;
  rankAfter: number;
}

/** POST /api/admin/points/preview: every player whose total or rank would move (nothing is saved). */
export interface PointsPreviewAnswer {
  changes: RankChange[];
}

/** DELETE /admin/points/entries/{entryId}: the entry taken out of the season. */
export interface RemovedEntry {
  message: string;
  id: string;
}
