// Replacement picks as the league page words them (docs/league.md#replacements): how many a player has
// left, what they may do now, each claim's state ("Pending until ...", "Won from episode 2", "Lost" and
// why), the claim form's choices and check, and when an open window closes (a read then settles it).
import { PERIODS, REPLACEMENT_TEXTS, type ReplacementClaimView, type ReplacementsAnswer, type RosterItem, type ShowType } from '@reality-draft/events';
import { dateTimeFormat } from '@reality-draft/kit';
import { msUntilSoonest, statusIdsKey } from '../../../model/settling';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "1 of 2 replacements left"; "No replacement picks this season" when the league allows none. */
export function remainingText({ remaining, rules }: Pick<ReplacementsAnswer, 'remaining' | 'rules'>): string {
  if (rules.perPlayer === 0) return 'No replacement picks this season';
  return `${remaining} of ${plural(rules.perPlayer, 'replacement')} left`;
}

/** "2 points each, claims settle after 24 hours"; "free, claims settle at once: first come, first served". */
export function rulesSummary({ pointCost, claimHours }: ReplacementsAnswer['rules']): string {
  const cost = pointCost === 0 ? 'No point cost' : `${plural(pointCost, 'point')} each`;
  const window = claimHours === 0 ? 'claims settle at once, first come, first served' : `claims stay open ${plural(claimHours, 'hour')}`;
  return `${cost}; ${window}.`;
}

/** What a player may do now: claim, or why not. */
export type ClaimChance = 'claim' | 'off' | 'noneLeft' | 'noneEliminated';

export function claimChance({ rules, remaining, droppable }: Pick<ReplacementsAnswer, 'rules' | 'remaining' | 'droppable'>): ClaimChance {
  if (rules.perPlayer === 0) return 'off';
  if (remaining === 0) return 'noneLeft';
  return droppable.length === 0 ? 'noneEliminated' : 'claim';
}

/** The words for a player who cannot claim now. */
export function noClaimText(chance: Exclude<ClaimChance, 'claim'>, perPlayer: number, showType: ShowType): string {
  if (chance === 'off') return 'This league has no replacement picks this season.';
  if (chance === 'noneLeft') return REPLACEMENT_TEXTS.noneLeft(perPlayer);
  return `You can claim a replacement once one of your picks is eliminated: drop that ${REPLACEMENT_TEXTS.itemWord(showType)} for someone undrafted who is still in.`;
}

/** "Sat, Dec 5, 8:00 PM" (en-US) in the current year, with the year otherwise. */
export function timeText(at: string, now: number, locale?: string, timeZone?: string): string {
  const instant = new Date(at);
  const year = (date: Date) => dateTimeFormat(locale, { timeZone, year: 'numeric' }).format(date);
  const options: Intl.DateTimeFormatOptions = { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };
  return dateTimeFormat(locale, year(instant) === year(new Date(now)) ? options : { ...options, year: 'numeric' }).format(instant);
}

export interface ClaimState {
  label: 'Pending' | 'Won' | 'Lost';
  tone: 'warning' | 'success' | 'danger';
  /** "until Sat, Dec 5, 8:00 PM"; "from episode 2, cost 2 points"; the reason it was lost. */
  detail: string;
}

/** A claim's badge and the line under it. */
export function claimState(claim: ReplacementClaimView, showType: ShowType, now: number, locale?: string, timeZone?: string): ClaimState {
  if (claim.status === 'pending') return { label: 'Pending', tone: 'warning', detail: `until ${timeText(claim.settlesAt, now, locale, timeZone)}` };
  if (claim.status === 'lost') return { label: 'Lost', tone: 'danger', detail: claim.reason ?? 'The claim did not go through.' };
  const from = claim.fromPeriod === null ? '' : `from ${PERIODS[showType].word} ${claim.fromPeriod}, `;
  return { label: 'Won', tone: 'success', detail: `${from}${claim.pointCost === 0 ? 'no point cost' : `cost ${plural(claim.pointCost, 'point')}`}` };
}

/** "Kim in for Lou": who comes in and whom they replace. */
export const swapText = (claim: Pick<ReplacementClaimView, 'drop' | 'add'>) => `${claim.add.label} in for ${claim.drop.label}`;

export const hasPending = (claims: readonly Pick<ReplacementClaimView, 'status'>[]) => claims.some((claim) => claim.status === 'pending');

/** When the soonest open claim window closes (pending claims only), as an ISO time; null when none is open. */
export function nextSettlesAt(claims: readonly Pick<ReplacementClaimView, 'status' | 'settlesAt'>[]): string | null {
  const times = claims
    .filter((claim) => claim.status === 'pending')
    .map((claim) => claim.settlesAt)
    .filter((at) => Number.isFinite(Date.parse(at)));
  return times.length ? times.reduce((soonest, at) => (Date.parse(at) < Date.parse(soonest) ? at : soonest)) : null;
}

/** How long until the soonest open window closes (a read then settles it), a moment after; null when none is open. */
export function nextSettleInMs(claims: readonly Pick<ReplacementClaimView, 'status' | 'settlesAt'>[], now: number): number | null {
  return msUntilSoonest([nextSettlesAt(claims)], now, 1000);
}

/** The won claims, as one key: when it changes, a roster has moved. */
export const wonClaimsKey = (claims: readonly Pick<ReplacementClaimView, 'id' | 'status'>[]) => statusIdsKey(claims, 'won');

export interface Choice {
  value: string;
  label: string;
}

export const choicesOf = (items: readonly RosterItem[]): Choice[] => items.map((item) => ({ value: item.itemId, label: item.label }));

/** The claim's two choices, or what is missing. */
export function claimProblem(dropItemId: string, addItemId: string, showType: ShowType): string | null {
  const word = REPLACEMENT_TEXTS.itemWord(showType);
  if (!dropItemId) return `Choose the eliminated ${word} to drop.`;
  if (!addItemId) return `Choose the ${word} to add.`;
  return null;
}

/** What the claim's answer says, for the form's status line. */
export function claimOutcomeText(claim: ReplacementClaimView, showType: ShowType, now: number, locale?: string, timeZone?: string): string {
  const state = claimState(claim, showType, now, locale, timeZone);
  if (claim.status === 'pending') return `Claim made: ${swapText(claim)}, pending ${state.detail}.`;
  if (claim.status === 'won') return `Won: ${swapText(claim)}, ${state.detail}.`;
  return `Lost: ${state.detail}`;
}
