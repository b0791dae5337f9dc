import { foldCatalogueSettings, type CatalogueSettingsAnswer } from '@reality-draft/events';

/** An admin's catalogue settings, folded from their stream: each game's setting, the defaults before any save. */
export type CatalogueSettingsState = CatalogueSettingsAnswer;

export const initialCatalogueSettings = (): CatalogueSettingsState => foldCatalogueSettings([]);
