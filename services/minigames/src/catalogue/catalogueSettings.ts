/**
 * The admin's catalogue settings (beyond spec): GET and PUT /api/admin/mini-games/settings. Saved as
 * `MiniGameCatalogueSaved` events on the admin's own stream, read back by folding it; the send asks
 * whether a game is active.
 */
import {
  catalogueIdOf,
  catalogueSettingsStream,
  foldCatalogueSettings,
  MINI_GAME_CATALOGUE,
  miniGameInactive,
  type CatalogueSettingsAnswer,
  type GameType,
  type MiniGameCatalogueSaved,
  type SaveCatalogueSettingsRequest,
} from '@reality-draft/events';
import { RuleViolation } from '@reality-draft/kernel';
import type { MiniGamesDeps } from '../minigamesDeps';
import { handleCatalogueSettingsCommand } from './handleCatalogueSettingsCommand';

/** GET /api/admin/mini-games/settings: the admin's settings as saved (the defaults before any save). */
export async function catalogueSettings(deps: MiniGamesDeps, adminId: string): Promise<CatalogueSettingsAnswer> {
  const { events } = await deps.events.readStream(catalogueSettingsStream(adminId));
  return foldCatalogueSettings(events as unknown as MiniGameCatalogueSaved[]);
}

/** PUT /api/admin/mini-games/settings: saves the games given; answers every game's setting. */
export async function saveCatalogueSettings(deps: MiniGamesDeps, adminId: string, body: SaveCatalogueSettingsRequest): Promise<CatalogueSettingsAnswer> {
  const result = await handleCatalogueSettingsCommand(deps, adminId, { adminId, games: body.games, now: deps.now() });
  return result.state;
}

/** The send's rule: a game the admin switched off cannot be sent (422). */
export async function assertActive(deps: MiniGamesDeps, adminId: string, gameType: GameType): Promise<void> {
  const id = catalogueIdOf(gameType);
  const { settings } = await catalogueSettings(deps, adminId);
  if (!settings[id].isActive) throw new RuleViolation(miniGameInactive(MINI_GAME_CATALOGUE.find((game) => game.id === id)!.name));
}
