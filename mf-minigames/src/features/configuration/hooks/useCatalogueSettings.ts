// The Active toggles and point values of the four games, kept in the page (spec 02 §4: local only).
import type { CatalogueId } from '@reality-draft/events';
import { useCallback, useState } from 'react';
import { initialSettings, parsePointValue, type CatalogueSettings } from '../api/catalogueSettings';

export function useCatalogueSettings() {
  const [settings, setSettings] = useState<CatalogueSettings>(initialSettings);
  const toggle = useCallback((id: CatalogueId) => {
    setSettings((current) => ({ ...current, [id]: { ...current[id], isActive: !current[id].isActive } }));
  }, []);
  const setPoints = useCallback((id: CatalogueId, input: string) => {
    setSettings((current) => ({ ...current, [id]: { ...current[id], pointValue: parsePointValue(input) } }));
  }, []);
  return { settings, toggle, setPoints };
}
