// The configuration screen's catalogue figures (docs/mini-games.md#catalogue). The settings themselves (each game's
// Active switch and point value) are the admin's, saved on the server (events catalogueSettings).
import { MAX_GAME_POINTS, MIN_GAME_POINTS, MINI_GAME_CATALOGUE, type CatalogueGame, type CatalogueSettings } from '@reality-draft/events';

export type { CatalogueSettings, GameSetting } from '@reality-draft/events';

/** The point input (docs/mini-games.md#point-value): a number from 1 to 10; a non-numeric entry falls back to 1. */
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
