import type { MiniGameCatalogueSaved } from '@reality-draft/events';
import type { CatalogueSettingsState } from './state';

/** A save replaces the settings of the games it names. */
export const evolveCatalogueSettings = (state: CatalogueSettingsState, event: MiniGameCatalogueSaved): CatalogueSettingsState => ({
  settings: { ...state.settings, ...event.data.games },
  savedAt: event.data.savedAt,
});
