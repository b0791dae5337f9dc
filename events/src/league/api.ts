/** The league's recaps and predictions, as the scoring service answers them and the screens read them. */
import type { ShowType } from '../catalog/events';
import type { PredictionLock } from './predictions';
import type { TradeStatus } from './trades';

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

/** GET /api/drafts/{id}/rules and PUT /api/admin/drafts/{id}/rules: the league's rules, and in plain words. */
export interface LeagueRulesAnswer {
  draftId: string;
  replacements: { perPlayer: number; pointCost: number; claimHours: number };
  trades: { enabled: boolean; reviewHours: number };
  words: string[];
}

/** A team or contestant as the league's roster screens list it. */
export interface RosterItem {
  itemId: string;
  label: string;
}

/** One replacement claim. */
export interface ReplacementClaimView {
  id: string;
  playerId: string;
  playerName: string;
  drop: RosterItem;
  add: RosterItem;
  status: 'pending' | 'won' | 'lost';
  claimedAt: string;
  settlesAt: string;
  /** Won: the first week or episode the added item scores for the player. */
  fromPeriod: number | null;
  /** Won: the points it cost. */
  pointCost: number;
  /** Lost: why. */
  reason: string | null;
}

/** GET /api/drafts/{id}/replacements: the asker's claims (the admin: everyone's) and what they may claim. */
export interface ReplacementsAnswer {
  draftId: string;
  rules: { perPlayer: number; pointCost: number; claimHours: number };
  /** The asking player's won claims this season, and how many they have left (0 and 0 for the admin). */
  used: number;
  remaining: number;
  claims: ReplacementClaimView[];
  /** The asking player's eliminated picks (what they may drop). */
  droppable: RosterItem[];
  /** Undrafted in this league and still in the game. */
  claimable: RosterItem[];
}

/** One trade as the league's trade list shows it. */
export interface TradeView {
  id: string;
  status: TradeStatus;
  fromPlayerId: string;
  fromPlayerName: string;
  toPlayerId: string;
  toPlayerName: string;
  /** What the proposer gives, and gets. */
  give: RosterItem[];
  get: RosterItem[];
  proposedAt: string;
  /** Accepted: when it completes unless vetoed. */
  completesAt: string | null;
  /** Completed: the first week or episode the items score for their new holders. */
  fromPeriod: number | null;
  /** Failed: why. */
  reason: string | null;
  updatedAt: string;
}

/** GET /api/drafts/{id}/trades: the league's trades, newest first (proposed ones only to their two players and the admin). */
export interface TradesAnswer {
  draftId: string;
  rules: { enabled: boolean; reviewHours: number };
  trades: TradeView[];
}
