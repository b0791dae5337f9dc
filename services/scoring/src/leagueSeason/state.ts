import { DEFAULT_LEAGUE_RULES, type LeagueRules, type TradeStatus } from '@reality-draft/events';

export interface ClaimState {
  playerId: string;
  dropItemId: string;
  addItemId: string;
  claimedAt: string;
  settlesAt: string;
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

/** A league's season as its stream holds it: its rules, its replacement claims and its trades. */
export interface LeagueSeasonState {
  rules: LeagueRules;
  /** In the order claimed. */
  claims: Map<string, ClaimState>;
  /** In the order proposed. */
  trades: Map<string, TradeState>;
}

export const initialLeagueSeasonState = (): LeagueSeasonState => ({ rules: DEFAULT_LEAGUE_RULES, claims: new Map(), trades: new Map() });

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
