import type { SaveCatalogueSettingsRequest } from '@reality-draft/events';

/** Save the games given (the others keep their setting). */
export type SaveCatalogueSettings = { adminId: string; games: SaveCatalogueSettingsRequest['games']; now: Date };
