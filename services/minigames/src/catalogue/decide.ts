import type { MiniGameCatalogueSaved } from '@reality-draft/events';
import type { Decider } from '@reality-draft/kernel';
import type { SaveCatalogueSettings } from './commands';
import { evolveCatalogueSettings } from './evolve';
import { initialCatalogueSettings, type CatalogueSettingsState } from './state';

/** A save records only the games whose setting it changes (saving what is already saved appends nothing). */
export function decideSave(command: SaveCatalogueSettings, state: CatalogueSettingsState): MiniGameCatalogueSaved[] {
  const changed = Object.fromEntries(
    Object.entries(command.games).filter(([id, next]) => {
      const current = state.settings[id as keyof typeof state.settings];
      return next && (current.isActive !== next.isActive || current.pointValue !== next.pointValue);
    }),
  );
  if (Object.keys(changed).length === 0) return [];
  return [{ type: 'MiniGameCatalogueSaved', data: { adminId: command.adminId, games: changed, savedAt: command.now.toISOString() } }];
}

export const catalogueSettingsDecider: Decider<CatalogueSettingsState, SaveCatalogueSettings, MiniGameCatalogueSaved> = {
  initialState: initialCatalogueSettings,
  evolve: evolveCatalogueSettings,
  decide: decideSave,
};
