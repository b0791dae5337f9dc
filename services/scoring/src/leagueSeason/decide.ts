import { REPLACEMENT_TEXTS, type LeagueRules, type ReplacementSettled } from '@reality-draft/events';
import { Conflict, decideBy, RuleViolation, type Decider } from '@reality-draft/kernel';
import { labelIn, type LeagueSeasonCommand, type RosterFacts } from './commands';
import { evolveLeagueSeason, type LeagueSeasonEvent } from './evolve';
import { answerTrade, cancelTrade, completeDueTrades, proposeTrade, vetoTrade } from './tradeDecisions';
import { claimsOf, holdersNow, initialLeagueSeasonState, pendingClaims, type ClaimState, type LeagueSeasonState } from './state';

type Of<T extends LeagueSeasonCommand['type']> = Extract<LeagueSeasonCommand, { type: T }>;

const HOUR_MS = 3_600_000;

/** What the admin leaves out stays. */
function setRules(command: Of<'SetLeagueRules'>, state: LeagueSeasonState): LeagueSeasonEvent[] {
  const { draftId, request, by, now } = command;
  const rules: LeagueRules = {
    replacements: { ...state.rules.replacements, ...request.replacements },
    trades: { ...state.rules.trades, ...request.trades },
  };
  if (JSON.stringify(rules) === JSON.stringify(state.rules)) return [];
  return [{ type: 'LeagueRulesSet', data: { draftId, rules, by, at: now.toISOString() } }];
}

/** The dropped item theirs and out, the added one in the cast, still in and on no roster, within the season's replacements. */
function assertClaimable(command: Of<'ClaimReplacement'>, state: LeagueSeasonState): void {
  const { playerId, dropItemId, addItemId, roster, draftFinished } = command;
  if (!draftFinished) throw new Conflict(REPLACEMENT_TEXTS.notStarted);
  if (roster.fromPeriod === null) throw new Conflict(REPLACEMENT_TEXTS.seasonOver);
  const drop = labelIn(roster, dropItemId);
  const add = roster.cast[addItemId];
  const holders = holdersNow(roster.drafted, state);
  if (holders.get(dropItemId) !== playerId) throw new RuleViolation(REPLACEMENT_TEXTS.notYours(drop));
  if (roster.cast[dropItemId]?.isActive !== false) throw new RuleViolation(REPLACEMENT_TEXTS.notEliminated(drop));
  if (!add?.inCast) throw new RuleViolation(REPLACEMENT_TEXTS.notInCast(roster.showType));
  if (!add.isActive) throw new RuleViolation(REPLACEMENT_TEXTS.out(add.label));
  if (holders.has(addItemId)) throw new RuleViolation(REPLACEMENT_TEXTS.taken(add.label));
  const { perPlayer } = state.rules.replacements;
  const { won, pending } = claimsOf(state, playerId);
  if (won + pending >= perPlayer) throw new RuleViolation(REPLACEMENT_TEXTS.noneLeft(perPlayer));
  for (const [, claim] of pendingClaims(state)) {
    if (claim.playerId === playerId && claim.addItemId === addItemId) throw new RuleViolation(REPLACEMENT_TEXTS.alreadyClaimed(add.label));
  }
}

/** A claim's outcome: won (`reason` null) at the rules' cost from the roster's next period, or lost and why. */
function settledClaim(
  { draftId, now }: { draftId: string; now: Date },
  claim: { claimId: string; playerId: string; dropItemId: string; addItemId: string },
  roster: RosterFacts,
  reason: string | null,
  pointCost: number,
): ReplacementSettled {
  const { claimId, playerId, dropItemId, addItemId } = claim;
  const [dropLabel, addLabel] = [labelIn(roster, dropItemId), labelIn(roster, addItemId)];
  const won = reason === null;
  const data = { draftId, claimId, playerId, dropItemId, addItemId, dropLabel, addLabel, won, reason, settledAt: now.toISOString() };
  return { type: 'ReplacementSettled', data: { ...data, fromPeriod: roster.fromPeriod ?? 0, pointCost: won ? pointCost : 0 } };
}

/**
 * A claim joins the window open now, or opens one of `claimHours`; with 0 hours it is settled at once
 * (first come, first served: it was checked against the rosters as they are).
 */
function claim(command: Of<'ClaimReplacement'>, state: LeagueSeasonState): LeagueSeasonEvent[] {
  assertClaimable(command, state);
  const { draftId, claimId, playerId, dropItemId, addItemId, now, roster } = command;
  if (state.claims.has(claimId)) return [];
  const { claimHours, pointCost } = state.rules.replacements;
  const open = pendingClaims(state)[0]?.[1].settlesAt;
  const settlesAt = open ?? new Date(now.getTime() + claimHours * HOUR_MS).toISOString();
  const claimed: LeagueSeasonEvent = {
    type: 'ReplacementClaimed',
    data: { draftId, claimId, playerId, dropItemId, addItemId, claimedAt: now.toISOString(), settlesAt, pointCost },
  };
  if (claimHours > 0 || open) return [claimed];
  const settled = settledClaim(command, { claimId, playerId, dropItemId, addItemId }, roster, null, pointCost);
  return [claimed, settled];
}

/** Why a claim of the window loses, given the rosters as the claims settled before it left them; null: it wins. */
function lossOf(
  claim: ClaimState,
  holders: Map<string, string>,
  takenNow: Set<string>,
  wonBy: Map<string, number>,
  state: LeagueSeasonState,
  roster: RosterFacts,
) {
  const add = labelIn(roster, claim.addItemId);
  if (holders.get(claim.dropItemId) !== claim.playerId) return REPLACEMENT_TEXTS.lostDropped(labelIn(roster, claim.dropItemId));
  if (takenNow.has(claim.addItemId)) return REPLACEMENT_TEXTS.lostToLower(add);
  if (holders.has(claim.addItemId) || !roster.cast[claim.addItemId]?.isActive) return REPLACEMENT_TEXTS.lostGone(add);
  if ((wonBy.get(claim.playerId) ?? 0) >= state.rules.replacements.perPlayer) return REPLACEMENT_TEXTS.lostNoneLeft;
  if (roster.fromPeriod === null) return REPLACEMENT_TEXTS.seasonOver;
  return null;
}

/**
 * The window's claims settle together (docs/league.md#replacements): the lower-placed player first
 * (a higher rank number), ties by the earlier claim; each wins unless a claim settled before it took
 * what it wanted, or it no longer holds what it drops.
 */
function settleClaims(command: Of<'SettleDue'>, state: LeagueSeasonState, holders: Map<string, string>): LeagueSeasonEvent[] {
  const { early, roster, rankOf, now } = command;
  const due = pendingClaims(state).filter(([, claim]) => early || Date.parse(claim.settlesAt) <= now.getTime());
  const placed = (playerId: string) => rankOf.get(playerId) ?? Number.MAX_SAFE_INTEGER;
  due.sort(([, a], [, b]) => placed(b.playerId) - placed(a.playerId) || a.claimedAt.localeCompare(b.claimedAt));
  const takenNow = new Set<string>();
  const wonBy = new Map<string, number>();
  for (const earlier of state.claims.values()) if (earlier.status === 'won') wonBy.set(earlier.playerId, (wonBy.get(earlier.playerId) ?? 0) + 1);
  const { pointCost } = state.rules.replacements;
  return due.map(([claimId, claim]): LeagueSeasonEvent => {
    const reason = lossOf(claim, holders, takenNow, wonBy, state, roster);
    if (!reason) {
      holders.delete(claim.dropItemId);
      holders.set(claim.addItemId, claim.playerId);
      takenNow.add(claim.addItemId);
      wonBy.set(claim.playerId, (wonBy.get(claim.playerId) ?? 0) + 1);
    }
    return settledClaim(command, { claimId, ...claim }, roster, reason, claim.claimCost ?? pointCost);
  });
}

/** Closed claim windows settled, then reviews that have ended completed, on the rosters as each leaves them. */
function settleDue(command: Of<'SettleDue'>, state: LeagueSeasonState): LeagueSeasonEvent[] {
  const holders = holdersNow(command.roster.drafted, state);
  const claims = settleClaims(command, state, holders);
  return [...claims, ...completeDueTrades(command.draftId, state, command.roster, holders, command.now)];
}

/** The decider of a league's own stream. */
export const leagueSeasonDecider: Decider<LeagueSeasonState, LeagueSeasonCommand, LeagueSeasonEvent> = {
  initialState: initialLeagueSeasonState,
  evolve: evolveLeagueSeason,
  decide: decideBy<LeagueSeasonCommand, LeagueSeasonState, LeagueSeasonEvent>({
    SetLeagueRules: setRules,
    ClaimReplacement: claim,
    SettleDue: settleDue,
    ProposeTrade: proposeTrade,
    AnswerTrade: answerTrade,
    CancelTrade: cancelTrade,
    VetoTrade: vetoTrade,
  }),
};
