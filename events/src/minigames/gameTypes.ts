/** The mini-game catalogue and its rules (docs/mini-games.md#catalogue), written once for the service and the screens. */
import type { ShowType } from '../catalog/events';
import { gameTypeFromWire, SLIDING_BLOCK_CATALOGUE_ID, type WireGameType } from './wireNames';
import type { CatalogueId, GameType } from './gameNames';

export { GAME_TYPES, type CatalogueId, type GameType } from './gameNames';

export const SUDOKU_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type SudokuDifficulty = (typeof SUDOKU_DIFFICULTIES)[number];
export const DEFAULT_SUDOKU_DIFFICULTY: SudokuDifficulty = 'medium';

/** The configuration screen's four games (local catalogue: the Active toggle and point value are not persisted). */
export interface CatalogueGame {
  id: CatalogueId;
  name: string;
  description: string;
  pointValue: number;
  category: 'challenge' | 'trivia';
  /** The game type it sends, or null for trivia (coming soon). */
  gameType: GameType | null;
}

export const MINI_GAME_CATALOGUE: readonly CatalogueGame[] = [
  {
    id: 'contestant-escape',
    name: 'Contestant Escape Challenge',
    description: 'Slide the crew, vans and carts aside to get your contestant out of the lot in as few moves as you can.',
    pointValue: 5,
    category: 'challenge',
    gameType: 'sliding-block',
  },
  {
    id: 'jigsaw-puzzle',
    name: 'Family Game Night Jigsaw',
    description: 'Put the 20 pieces of the family game-night picture back together against the clock.',
    pointValue: 4,
    category: 'challenge',
    gameType: 'jigsaw',
  },
  {
    id: 'picture-sudoku',
    name: 'Picture Sudoku',
    description: 'A 9 x 9 sudoku with nine flowers instead of digits: every row, column and box holds each flower once.',
    pointValue: 5,
    category: 'challenge',
    gameType: 'sudoku',
  },
  {
    id: 'weekly-trivia',
    name: 'Weekly Trivia',
    description: "Questions on this week's episodes.",
    pointValue: 3,
    category: 'trivia',
    gameType: null,
  },
];

export const MIN_GAME_POINTS = 1;
export const MAX_GAME_POINTS = 10;

/**
 * A game's one name on every screen (catalogue card, sent rows, the player's lists, leaderboard
 * groups, toasts): the catalogue's. 'Mini-Game' for a type the catalogue does not know.
 */
export function gameName(gameType: string): string {
  const id =
    gameType === 'jigsaw-puzzle'
      ? 'jigsaw'
      : gameType === 'picture_sudoku'
        ? 'sudoku'
        : gameType === SLIDING_BLOCK_CATALOGUE_ID
          ? 'sliding-block'
          : typeOf(gameType);
  return MINI_GAME_CATALOGUE.find((entry) => entry.gameType === id)?.name ?? 'Mini-Game';
}

/** A game type named either way (the wire's or the code's) as the code names it; anything else as it is. */
const typeOf = (gameType: string): string => gameTypeFromWire(gameType as GameType | WireGameType);

/** The game's name beside a sent game's title, or null when the title is the name already (no 'Jigsaw · Jigsaw'). */
export function gameNameBeside(title: string, gameType: string): string | null {
  const name = gameName(gameType);
  return title.trim() === name ? null : name;
}

/**
 * The player screen's header title by game type, as the spec words it (docs/mini-games.md#player-screen).
 * The "one name per game" would drop it; the spec's rule wins, and the game's own name stands above it.
 */
export function gameHeaderTitle(gameType: string): string {
  const type = typeOf(gameType);
  if (type === 'sliding-block' || type === 'jigsaw' || gameType === 'jigsaw-puzzle') return 'Master Class Puzzle';
  if (gameType === 'sudoku' || gameType === 'picture_sudoku') return 'Picture Sudoku';
  return 'Mini-Game';
}

/** The title and description a sent game carries when the admin gives none (escape and jigsaw are sent by type). */
export function defaultGameText(gameType: GameType): { title: string; description: string } {
  const game = MINI_GAME_CATALOGUE.find((entry) => entry.gameType === gameType)!;
  return { title: game.name, description: game.description };
}

/** Attempts per player per mini-game (a reset gives everyone one again). */
export const MAX_ATTEMPTS = 1;

/** Finish awards the three fastest: 1st 3 points, 2nd 2, 3rd 1. */
export const AWARD_POINTS: readonly number[] = [3, 2, 1];

/** What a finish awards by place, when the admin sets it for that finish (the finish's optional `awardPoints`). */
export interface AwardPoints {
  first: number;
  second: number;
  third: number;
}

export const DEFAULT_AWARD_POINTS: AwardPoints = { first: AWARD_POINTS[0], second: AWARD_POINTS[1], third: AWARD_POINTS[2] };

export const AWARD_PLACE_NAMES = ['1st', '2nd', '3rd'] as const;

/** The points by place, fastest first. */
export const awardPlaces = (award: AwardPoints): number[] => [award.first, award.second, award.third];

/** What the player ranked `rank` (1-based) gets from these places: nothing below the third. */
export const pointsForRank = (places: readonly number[], rank: number): number => places[rank - 1] ?? 0;

/**
 * Why a finish cannot award these points, or null: each place gets a whole number from 1 to 10, and a
 * slower place never more than a faster one.
 */
export function awardPointsProblem(award: AwardPoints): string | null {
  const places = awardPlaces(award);
  const outside = places.findIndex((points) => !Number.isInteger(points) || points < MIN_GAME_POINTS || points > MAX_GAME_POINTS);
  if (outside >= 0) return `The ${AWARD_PLACE_NAMES[outside]} place's points must be a whole number from ${MIN_GAME_POINTS} to ${MAX_GAME_POINTS}.`;
  const slower = places.findIndex((points, index) => index > 0 && points > places[index - 1]);
  if (slower >= 0) return `The ${AWARD_PLACE_NAMES[slower]} place cannot get more points than the ${AWARD_PLACE_NAMES[slower - 1]}.`;
  return null;
}

/** '3, 2 and 1 points'. */
export function awardPointsText(places: readonly number[]): string {
  const list = places.length > 1 ? `${places.slice(0, -1).join(', ')} and ${places.at(-1)}` : String(places[0]);
  return `${list} ${places.length === 1 && places[0] === 1 ? 'point' : 'points'}`;
}

/** How a finish shares points out, for the players' screens. */
export const AWARD_RULE_TEXT = `the three fastest score ${awardPointsText(AWARD_POINTS)}, unless the admin sets other points for that finish`;

/** How rankings are ordered, as the screens state it. */
export const RANKING_ORDER_TEXT = 'Fastest time first; equal times go to fewer moves, then to whoever finished first.';

export interface RankedCompletion {
  completionTimeSeconds: number;
  moves: number;
  completedAt: string;
}

/** Fastest first; ties by fewer moves, then the earlier completion. */
export function compareCompletions(a: RankedCompletion, b: RankedCompletion): number {
  return a.completionTimeSeconds - b.completionTimeSeconds || a.moves - b.moves || a.completedAt.localeCompare(b.completedAt);
}

/** A mini-game's award as a ledger entry key's parts (scoring reads mini-game awards per show). */
export interface MiniGameDraftRef {
  draftId: string;
  showType: ShowType;
  joinCode: string;
}
