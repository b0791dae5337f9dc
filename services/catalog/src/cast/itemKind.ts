import type { CastItemKind } from '@reality-draft/events';

export const ITEM_NOT_FOUND: Record<CastItemKind, string> = { team: 'Team not found.', contestant: 'Contestant not found.' };
