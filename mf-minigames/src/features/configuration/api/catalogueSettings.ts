// The configuration screen's local catalogue state (spec 02 §3, §4): every game starts Inactive
// with its catalogue point value; the toggle and the points are not persisted.
import { MAX_GAME_POINTS, MIN_GAME_POINTS, MINI_GAME_CATALOGUE, type CatalogueGame, type CatalogueId } from '@reality-draft/events';

export interface GameSetting {
  isActive: boolean;
  pointValue: number;
}

export type CatalogueSettings = Record<CatalogueId, GameSetting>;

export function initialSettings(catalogue: readonly CatalogueGame[] = MINI_GAME_CATALOGUE): CatalogueSettings {
  return Object.fromEntries(catalogue.map((game) => [game.id, { isActive: false, pointValue: game.pointValue }])) as CatalogueSettings;
}

/** The point input (spec 02 §5): a number from 1 to 10; a non-numeric entry falls back to 1. */
export function parsePointValue(input: string): number {
  const value = Number.parseInt(input.trim(), 10);
  if (Number.isNaN(value)) return MIN_GAME_POINTS;
  return Math.min(MAX_GAME_POINTS, Math.max(MIN_GAME_POINTS, value));
}

export interface SummaryFigures {
  activeGames: number;
  weeklyPoints: number;
  totalGames: number;
}

/** The three summary cards: active games, the sum of their point values, and the catalogue's size (4). */
export function summaryFigures(settings: CatalogueSettings, catalogue: readonly CatalogueGame[] = MINI_GAME_CATALOGUE): SummaryFigures {
  const active = catalogue.filter((game) => settings[game.id]?.isActive);
  return {
    activeGames: active.length,
    weeklyPoints: active.reduce((sum, game) => sum + settings[game.id].pointValue, 0),
    totalGames: catalogue.length,
  };
}
