// The Game Rules dialog's contents per show (spec 02 §2, §9): how a draft works and what scores.
import { DEFAULT_POINTS, POINT_TYPE_LABELS, type ShowType } from '@reality-draft/events';

export interface GameRules {
  summary: string;
  scoring: { label: string; points: number }[];
  total: string;
}

const PLACES = ['1st place', '2nd place', '3rd place', '4th place', '5th place'];

export function gameRules(showType: ShowType): GameRules {
  if (showType === 'amazing_race') {
    return {
      summary: 'Draft 3 teams in snake order (odd rounds by draft position, even rounds reversed). Your teams score each leg (week).',
      scoring: [
        ...DEFAULT_POINTS.amazing_race.placements.map((points, index) => ({ label: PLACES[index], points })),
        { label: POINT_TYPE_LABELS.express_pass, points: DEFAULT_POINTS.amazing_race.express_pass },
      ],
      total: 'Your total is your team points plus whatever your mini-game total adds beyond them: team points + max(0, mini-game points − team points).',
    };
  }
  const points = DEFAULT_POINTS[showType];
  const types =
    showType === 'big_brother'
      ? (['hoh', 'veto', 'blockbuster', 'survived_block'] as const)
      : (['immunity', 'reward', 'idol', 'survived', 'final_three', 'sole_survivor'] as const);
  return {
    summary: 'Draft 3 contestants in snake order (odd rounds by draft position, even rounds reversed). Your contestants score each episode.',
    scoring: types.map((type) => ({ label: POINT_TYPE_LABELS[type], points: (points as Record<string, number>)[type] })),
    total: 'Your total is your contestants\u2019 points plus your mini-game points.',
  };
}
