/** The rules a league's admin sets for its season (docs/league.md#rules): replacement picks and trades. */

export interface LeagueRules {
  replacements: { perPlayer: number; pointCost: number; claimHours: number };
  trades: { enabled: boolean; reviewHours: number };
}

export const DEFAULT_LEAGUE_RULES: LeagueRules = {
  replacements: { perPlayer: 2, pointCost: 0, claimHours: 24 },
  trades: { enabled: true, reviewHours: 24 },
};

/** Each number rule's bounds, for the schema and the screens. */
export const LEAGUE_RULE_BOUNDS = {
  perPlayer: { minimum: 0, maximum: 10 },
  pointCost: { minimum: 0, maximum: 50 },
  claimHours: { minimum: 0, maximum: 72 },
  reviewHours: { minimum: 0, maximum: 72 },
} as const;

export type LeagueRulesSet = {
  type: 'LeagueRulesSet';
  data: { draftId: string; rules: LeagueRules; by: string; at: string };
};

/** A league's own stream: its rules, replacement claims and (later) trades. */
export const leagueStream = (draftId: string) => `league-${draftId}`;

const hours = (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`;

/** The rules in plain words, as the league page shows them. */
export function rulesInWords(rules: LeagueRules): string[] {
  const { perPlayer, pointCost, claimHours } = rules.replacements;
  const { enabled, reviewHours } = rules.trades;
  return [
    perPlayer === 0
      ? 'No replacement picks this season.'
      : `Each player may replace up to ${perPlayer} eliminated ${perPlayer === 1 ? 'pick' : 'picks'} this season${pointCost ? `, at ${pointCost} ${pointCost === 1 ? 'point' : 'points'} each` : ', at no cost'}.`,
    claimHours === 0
      ? 'Replacement claims are settled at once: first come, first served.'
      : `Replacement claims stay open ${hours(claimHours)}; when two players claim the same one, the lower-placed player gets it.`,
    !enabled
      ? 'Trades are off.'
      : reviewHours === 0
        ? 'Trades complete as soon as they are accepted.'
        : `An accepted trade completes after ${hours(reviewHours)} unless the admin vetoes it.`,
  ];
}
