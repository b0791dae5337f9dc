/**
 * GET /api/players/me/export (docs/accounts.md#your-data): everything Reality Draft holds about the
 * signed-in player, as one JSON file. Each service writes its own part; the gateway puts them together.
 * Only the player's own data: other people appear by id and name, never by e-mail.
 */
import type { AutoPickState, DraftSummary, PickQueue, UserPick } from '../drafts/api';
import type { PlayerMiniGameItem } from '../minigames/api';
import type { ReplacementClaimView, TradeView } from '../league/api';
import type { SpoilerGuard } from '../scoring/api';
import type { PlayerAccount } from './api';

/** An event of the player's own stream, as the log holds it. */
export interface ExportedEvent {
  type: string;
  at: string;
  data: unknown;
}

/** The player's place in one league's standings (or, with draftId null, across every league). */
export interface ExportedStanding {
  draftId: string | null;
  rank: number;
  of: number;
  totalPoints: number;
  draftPoints: number;
  miniGamePoints: number;
  pointsByPeriod: number[] | null;
}

/** One round of a mini-game the player started: the puzzle as they saw it, a sudoku's saved grid, the verified completion with its moves. */
export interface ExportedAttempt {
  miniGameId: string;
  round: number;
  startedAt: string;
  puzzle: unknown;
  grid: unknown;
  completion: unknown;
}

/** A message the player wrote in a league's chat. */
export interface ExportedChatMessage {
  draftId: string;
  id: string;
  text: string;
  spoiler: boolean;
  at: string;
  removed: boolean;
}

/** One browser the player allowed to receive push notices. */
export interface ExportedDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  expirationTime: number | null;
  subscribedAt: string;
}

export interface PlayerDataExport {
  format: 'reality-draft-player-export';
  version: 1;
  exportedAt: string;
  playerId: string;
  account: { profile: PlayerAccount | null; events: ExportedEvent[] };
  drafts: { joined: DraftSummary[]; picks: UserPick[]; pickQueues: PickQueue[]; autoPick: (AutoPickState & { draftId: string })[] };
  /** `predictions`: every who-goes-home prediction the player made, by league and period; `claims` and `trades`: their replacement claims and the trades they were part of. */
  scoring: {
    spoilerGuard: SpoilerGuard;
    standings: ExportedStanding[];
    predictions: { draftId: string; period: number; itemId: string; at: string }[];
    claims: (ReplacementClaimView & { draftId: string })[];
    trades: (TradeView & { draftId: string })[];
  };
  miniGames: { games: PlayerMiniGameItem[]; attempts: ExportedAttempt[] };
  push: { devices: ExportedDevice[] };
  chat: { messages: ExportedChatMessage[] };
}

/** What one service contributes: some of the export's parts. */
export type PlayerDataPart = Partial<Omit<PlayerDataExport, 'format' | 'version' | 'exportedAt' | 'playerId'>>;
