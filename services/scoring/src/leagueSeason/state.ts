import { DEFAULT_LEAGUE_RULES, type LeagueRules, type TradeStatus } from '@reality-draft/events';

export interface ClaimState {
  playerId: string;
  dropItemId: string;
  addItemId: string;
  claimedAt: string;
  settlesAt: string;
  /** What it costs if it wins, as the rules said when it was made. */
  claimCost?: number;
  status: 'pending' | 'won' | 'lost';
  /** Once settled: won, from which period and at what cost; lost, why. */
  fromPeriod?: number;
  pointCost?: number;
  reason?: string | null;
}

export interface TradeState {
  fromPlayerId: string;
  toPlayerId: string;
  give: string[];
  get: string[];
  status: TradeStatus;
  proposedAt: string;
  completesAt: string | null;
  fromPeriod: number | null;
  reason: string | null;
  updatedAt: string;
}

/** A roster move the stream has made: a won claim, or a completed trade (by item ids). */
export type StreamMove =
  | { kind: 'replacement'; playerId: string; dropItemId: string; addItemId: string }
  | { kind: 'trade'; fromPlayerId: string; toPlayerId: string; give: string[]; get: string[] };

/** A league's season as its stream holds it: its rules, its replacement claims and its trades. */
export interface LeagueSeasonState {
  rules: LeagueRules;
  /** In the order claimed. */
  claims: Map<string, ClaimState>;
  /** In the order proposed. */
  trades: Map<string, TradeState>;
  /** Every roster move so far, in order: with the drafted picks, who holds what now. */
  moves: StreamMove[];
}

export const initialLeagueSeasonState = (): LeagueSeasonState => ({ rules: DEFAULT_LEAGUE_RULES, claims: new Map(), trades: new Map(), moves: [] });

export const pendingClaims = (state: LeagueSeasonState) => [...state.claims].filter(([, claim]) => claim.status === 'pending');

/** A player's claims this season that won, and those still open. */
export function claimsOf(state: LeagueSeasonState, playerId: string): { won: number; pending: number } {
  let won = 0;
  let pending = 0;
  for (const claim of state.claims.values()) {
    if (claim.playerId !== playerId) continue;
    if (claim.status === 'won') won += 1;
    if (claim.status === 'pending') pending += 1;
  }
  return { won, pending };
}

/**
 * Item id -> who holds it now: the drafted picks with the stream's own moves applied in order. Decided
 * on the stream as read, so two claims or trades at once never both take the same item: the second
 * is decided again on a state that has the first (docs/league.md#rosters).
 */
export function holdersNow(drafted: ReadonlyMap<string, string>, state: Pick<LeagueSeasonState, 'moves'>): Map<string, string> {
  const holders = new Map(drafted);
  for (const move of state.moves) {
    if (move.kind === 'replacement') {
      if (holders.get(move.dropItemId) !== move.playerId) continue;
      holders.delete(move.dropItemId);
      holders.set(move.addItemId, move.playerId);
    } else {
      for (const itemId of move.give) holders.set(itemId, move.toPlayerId);
      for (const itemId of move.get) holders.set(itemId, move.fromPlayerId);
    }
  }
  return holders;
}
