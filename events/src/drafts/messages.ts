import { SHOW_NAMES, type ShowType } from '../catalog/events';

export const DRAFT_NOT_FOUND = 'Draft not found.';
export const NOT_OWNER = 'Only the admin who created this draft can manage it.';
export const NOT_A_PARTICIPANT = "You're not a participant in this draft.";

/** The spec's wording for an admin who tries to join a draft as a player (docs/drafts.md#admins-cannot-join). */
export const ADMINS_CANNOT_JOIN = 'Admins manage drafts through the Admin panel, not by joining as players. Use the Admin page to manage your drafts.';

/** POST /api/drafts for a show whose cast is empty: players would see a draft with nothing to pick (422). */
export const noCastToDraft = (showType: ShowType) =>
  `The ${SHOW_NAMES[showType]} cast is not loaded yet, so there is nothing to draft. Seed or import the ${SHOW_NAMES[showType]} cast in the Admin panel's Data Tools first.`;
