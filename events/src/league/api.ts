/** The league's recaps and predictions, as the scoring service answers them and the screens read them. */
import type { ShowType } from '../catalog/events';
import type { PredictionLock } from './predictions';

/** One player's row of a recap's standings: as they stood after the period. */
export interface RecapStanding {
  playerId: string;
  playerName: string;
  rank: number;
  /** Their rank after the period before (null: not ranked then). */
  rankBefore: number | null;
  /** Their total after the period. */
  points: number;
  /** What the period added (results, its mini-game awards, a correct prediction). */
  periodPoints: number;
}

/** A week's or episode's recap in one league. */
export interface Recap {
  period: number;
  showType: ShowType;
  /** When its results were last saved. */
  at: string;
  /** "Episode 3 recap". */
  title: string;
  /** Saved again after its first save: the recap shows the corrected results. */
  corrected: boolean;
  /**
   * Beyond the asking player's spoiler guard: `lines` and `standings` are empty and `guardText` says
   * where they are, until asked for with `?reveal={period}`.
   */
  hidden: boolean;
  guardText: string | null;
  lines: string[];
  standings: RecapStanding[];
}

/** GET /api/drafts/{id}/recaps: newest first. */
export interface RecapsAnswer {
  recaps: Recap[];
}

/** One player's prediction as others see it once the period has locked. */
export interface PredictionView {
  playerId: string;
  playerName: string;
  itemId: string;
  label: string;
  /** Null while the period is beyond the viewer's spoiler guard (or nobody has gone home in it yet). */
  correct: boolean | null;
}

/** GET and PUT /api/drafts/{id}/predictions/{period}. */
export interface PredictionPeriod {
  draftId: string;
  showType: ShowType;
  period: number;
  locked: boolean;
  lockedBy: PredictionLock | null;
  /** The admin's lock time for this period, if set. */
  locksAt: string | null;
  pointsPerCorrect: number;
  /** The asking player's own prediction (always null for the admin). */
  mine: { itemId: string; label: string; at: string } | null;
  /** Everyone's, once locked (null before). */
  predictions: PredictionView[] | null;
}

/** GET /api/drafts/{id}/predictions: the period open for predictions (null: the season is over) and every period with predictions. */
export interface PredictionsAnswer {
  draftId: string;
  showType: ShowType;
  pointsPerCorrect: number;
  /** The next period to be scored: what the league is predicting now. */
  currentPeriod: number | null;
  /** Newest first. */
  periods: PredictionPeriod[];
}

/** PUT /api/admin/drafts/{id}/prediction-settings. */
export interface PredictionSettings {
  draftId: string;
  pointsPerCorrect: number;
  /** Period -> ISO time its predictions lock. */
  locksAt: Record<string, string>;
}
