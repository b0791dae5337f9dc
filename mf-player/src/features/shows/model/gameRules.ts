// The Game Rules dialog's contents per show (docs/player-area.md#game-rules): how a draft works (3 picks each,
// snake order), what scores, and what mini-games add.
import { AWARD_RULE_TEXT, DEFAULT_POINTS, PICKS_PER_PARTICIPANT, POINT_TYPE_LABELS, type ShowType } from '@reality-draft/events';

export interface GameRules {
  summary: string;
  draft: string[];
  scoring: { label: string; points: number }[];
  miniGames: string;
  total: string;
}

const PLACES = ['1st place', '2nd place', '3rd place', '4th place', '5th place'];

function draftRules(items: 'teams' | 'contestants'): string[] {
  return [
    `Join a draft with the 6-digit code from your admin, then wait in the room until the admin starts it.`,
    `Everyone drafts ${PICKS_PER_PARTICIPANT} ${items} over ${PICKS_PER_PARTICIPANT} rounds in snake order: odd rounds go by draft position, even rounds in reverse, so the last pick of one round is the first of the next.`,
    `Pick on your turn before the clock runs out; if it does, the best available pick (your queue first) is made for you.`,
    `Each ${items === 'teams' ? 'team' : 'contestant'} can be picked once per draft: once picked, it is gone for everyone else in that draft.`,
  ];
}

const miniGameRule = () => `Mini-games: one timed attempt each; when the admin finishes a game, ${AWARD_RULE_TEXT}.`;

export function gameRules(showType: ShowType): GameRules {
  if (showType === 'amazing_race') {
    return {
      summary: `Draft ${PICKS_PER_PARTICIPANT} teams; they score by where they finish each leg (week).`,
      draft: draftRules('teams'),
      scoring: [
        ...DEFAULT_POINTS.amazing_race.placements.map((points, index) => ({ label: PLACES[index], points })),
        { label: POINT_TYPE_LABELS.express_pass, points: DEFAULT_POINTS.amazing_race.express_pass },
      ],
      miniGames: miniGameRule(),
      total: 'Your total is your team points plus whatever your mini-game total adds beyond them: team points + max(0, mini-game points − team points).',
    };
  }
  const points = DEFAULT_POINTS[showType];
  const types =
    showType === 'big_brother'
      ? (['hoh', 'veto', 'blockbuster', 'survived_block'] as const)
      : (['immunity', 'reward', 'idol', 'survived', 'final_three', 'sole_survivor'] as const);
  return {
    summary: `Draft ${PICKS_PER_PARTICIPANT} contestants; they score for what they win and survive each episode.`,
    draft: draftRules('contestants'),
    scoring: types.map((type) => ({ label: POINT_TYPE_LABELS[type], points: (points as Record<string, number>)[type] })),
    miniGames: miniGameRule(),
    total: 'Your total is your contestants\u2019 points plus your mini-game points.',
  };
}
