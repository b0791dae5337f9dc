// The catalogue's Active switches and point values: an admin's are read from the server and each
// change is saved at once (a point value when the field is left); a player sees the catalogue's
// defaults, read-only.
import { defaultCatalogueSettings, type CatalogueId, type CatalogueSettings } from '@reality-draft/events';
import { errorMessage, toast } from '@reality-draft/kit';
import { useCallback } from 'react';
import { useCatalogueSettingsQuery, useSaveCatalogueSettingsMutation } from '../api/settingsApi';
import { parsePointValue } from '../model/catalogueSettings';

const DEFAULTS = defaultCatalogueSettings();

export interface CatalogueSettingsState {
  settings: CatalogueSettings;
  /** Whether the switches and points may be changed (an admin's, once loaded). */
  editable: boolean;
  toggle: (id: CatalogueId) => void;
  setPoints: (id: CatalogueId, input: string) => void;
}

export function useCatalogueSettings(isAdmin: boolean): CatalogueSettingsState {
  const { data } = useCatalogueSettingsQuery(undefined, { skip: !isAdmin });
  const [save] = useSaveCatalogueSettingsMutation();
  const settings = data?.settings ?? DEFAULTS;
  const store = useCallback(
    async (id: CatalogueId, next: CatalogueSettings[CatalogueId]) => {
      const result = await save({ games: { [id]: next } });
      if (result.error) toast({ title: 'Not Saved', description: errorMessage(result.error, 'Could not save the game settings.'), variant: 'destructive' });
    },
    [save],
  );
  const toggle = useCallback((id: CatalogueId) => void store(id, { ...settings[id], isActive: !settings[id].isActive }), [settings, store]);
  const setPoints = useCallback(
    (id: CatalogueId, input: string) => {
      const pointValue = parsePointValue(input);
      if (pointValue !== settings[id].pointValue) void store(id, { ...settings[id], pointValue });
    },
    [settings, store],
  );
  return { settings, editable: isAdmin && Boolean(data), toggle, setPoints };
}
