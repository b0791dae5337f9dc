import { catalogueSettingsStream, type MiniGameCatalogueSaved } from '@reality-draft/events';
import { handleCommand } from '@reality-draft/kernel';
import type { MiniGamesDeps } from '../minigamesDeps';
import type { SaveCatalogueSettings } from './commands';
import { catalogueSettingsDecider } from './decide';
import type { CatalogueSettingsState } from './state';

/**
 * Runs a save on the admin's catalogue settings stream (read, decided, appended); a save raced by another
 * is decided again. The settings are read from the stream itself, so there is no read model to wait for.
 */
export const handleCatalogueSettingsCommand = (deps: Pick<MiniGamesDeps, 'events'>, adminId: string, command: SaveCatalogueSettings) =>
  handleCommand<CatalogueSettingsState, SaveCatalogueSettings, MiniGameCatalogueSaved>(
    deps.events,
    catalogueSettingsStream(adminId),
    catalogueSettingsDecider,
    command,
    { retries: 5 },
  );
