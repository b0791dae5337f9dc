// The league admin's rules form (docs/league.md#rules): each number a whole one within its
// LEAGUE_RULE_BOUNDS (the inputs' own min and max, and the check here before anything is sent), trades
// on or off. The whole form is sent: what it shows is what the league then has.
import { LEAGUE_RULE_BOUNDS, type LeagueRulesAnswer, type LeagueRulesRequest } from '@reality-draft/events';

export type RuleNumber = keyof typeof LEAGUE_RULE_BOUNDS;

export interface RulesInputs {
  perPlayer: string;
  pointCost: string;
  claimHours: string;
  tradesEnabled: boolean;
  reviewHours: string;
}

/** Each number's label, as the form shows it and as its problem names it. */
export const RULE_LABELS: Record<RuleNumber, string> = {
  perPlayer: 'Replacements per player',
  pointCost: 'Points per replacement',
  claimHours: 'Claim window (hours)',
  reviewHours: 'Trade review (hours)',
};

/** The order the numbers are checked and their problems listed in. */
export const RULE_NUMBERS: readonly RuleNumber[] = ['perPlayer', 'pointCost', 'claimHours', 'reviewHours'];

/** The form filled from the league's rules. */
export function rulesInputs({ replacements, trades }: Pick<LeagueRulesAnswer, 'replacements' | 'trades'>): RulesInputs {
  return {
    perPlayer: String(replacements.perPlayer),
    pointCost: String(replacements.pointCost),
    claimHours: String(replacements.claimHours),
    tradesEnabled: trades.enabled,
    reviewHours: String(trades.reviewHours),
  };
}

/** "Claim window (hours) must be a whole number from 0 to 72."; null when the value is one. */
export function ruleProblem(field: RuleNumber, value: string): string | null {
  const { minimum, maximum } = LEAGUE_RULE_BOUNDS[field];
  const number = Number(value);
  if (value.trim() !== '' && Number.isInteger(number) && number >= minimum && number <= maximum) return null;
  return `${RULE_LABELS[field]} must be a whole number from ${minimum} to ${maximum}.`;
}

export type RulesProblems = Partial<Record<RuleNumber, string>>;

/** The request from the form, or each number's problem (in the form's order). */
export function rulesRequest(inputs: RulesInputs): { request: LeagueRulesRequest; problems: null } | { request: null; problems: RulesProblems } {
  const problems: RulesProblems = {};
  for (const field of RULE_NUMBERS) {
    const problem = ruleProblem(field, inputs[field]);
    if (problem) problems[field] = problem;
  }
  if (Object.keys(problems).length > 0) return { request: null, problems };
  return {
    request: {
      replacements: { perPlayer: Number(inputs.perPlayer), pointCost: Number(inputs.pointCost), claimHours: Number(inputs.claimHours) },
      trades: { enabled: inputs.tradesEnabled, reviewHours: Number(inputs.reviewHours) },
    },
    problems: null,
  };
}
