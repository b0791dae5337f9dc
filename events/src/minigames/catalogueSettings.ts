/**
 * The admin's mini-game catalogue settings (beyond docs/mini-games.md#catalogue, where they were local only): each
 * game's Active switch and point value, saved as events on the admin's own stream and read back on
 * load. An inactive game cannot be sent. The point value is the card's (the summary's weekly points): a
 * finish awards by place (AWARD_POINTS), not by it.
 */
import type { FromSchema } from '../routes/fromSchema';
import { MAX_GAME_POINTS, MIN_GAME_POINTS, MINI_GAME_CATALOGUE, type CatalogueId, type GameType } from './gameTypes';
import { gameTypeFromWire, type WireGameType } from './wireNames';

export const CATALOGUE_IDS: CatalogueId[] = MINI_GAME_CATALOGUE.map((game) => game.id);

export interface GameSetting {
  isActive: boolean;
  pointValue: number;
}

export type CatalogueSettings = Record<CatalogueId, GameSetting>;

/**
 * Before an admin saves anything: the playable games are Active (so a new league can send one at
 * once) and trivia, which cannot be sent yet, is not; each game at its catalogue point value.
 */
export function defaultCatalogueSettings(): CatalogueSettings {
  return Object.fromEntries(
    MINI_GAME_CATALOGUE.map((game) => [game.id, { isActive: game.gameType !== null, pointValue: game.pointValue }]),
  ) as CatalogueSettings;
}

/** The catalogue entry a sent game type (named either way) belongs to. */
export function catalogueIdOf(gameType: GameType | WireGameType): CatalogueId {
  const type = gameTypeFromWire(gameType);
  return MINI_GAME_CATALOGUE.find((game) => game.gameType === type)!.id;
}

const setting = {
  type: 'object',
  additionalProperties: false,
  required: ['isActive', 'pointValue'],
  properties: { isActive: { type: 'boolean' }, pointValue: { type: 'integer', minimum: MIN_GAME_POINTS, maximum: MAX_GAME_POINTS } },
} as const;

/** PUT /api/admin/mini-games/settings: the games whose settings change (any of the four, at least one). */
export const saveCatalogueSettingsRequest = {
  type: 'object',
  additionalProperties: false,
  required: ['games'],
  properties: {
    games: {
      type: 'object',
      // Named, not dropped: an unknown game is refused (the server strips additional properties otherwise).
      propertyNames: { enum: ['contestant-escape', 'jigsaw-puzzle', 'picture-sudoku', 'weekly-trivia'] },
      minProperties: 1,
      properties: { 'contestant-escape': setting, 'jigsaw-puzzle': setting, 'picture-sudoku': setting, 'weekly-trivia': setting },
    },
  },
} as const;
export type SaveCatalogueSettingsRequest = FromSchema<typeof saveCatalogueSettingsRequest>;

/** GET and PUT /api/admin/mini-games/settings answer: every game's setting, and when they were last saved (null: never). */
export interface CatalogueSettingsAnswer {
  settings: CatalogueSettings;
  savedAt: string | null;
}

/** The admin's settings stream: `minigame-catalogue-{adminId}`. */
export const catalogueSettingsStream = (adminId: string) => `minigame-catalogue-${adminId}`;

export type MiniGameCatalogueSaved = {
  type: 'MiniGameCatalogueSaved';
  /** Only the games that changed, as they are now. */
  data: { adminId: string; games: Partial<CatalogueSettings>; savedAt: string };
};

/** The settings a stream of saves leaves. */
export function foldCatalogueSettings(events: readonly MiniGameCatalogueSaved[]): CatalogueSettingsAnswer {
  return events.reduce<CatalogueSettingsAnswer>((answer, event) => ({ settings: { ...answer.settings, ...event.data.games }, savedAt: event.data.savedAt }), {
    settings: defaultCatalogueSettings(),
    savedAt: null,
  });
}
