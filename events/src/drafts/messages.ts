/** The spec's wording for an admin who tries to join a draft as a player (spec 01 §3). */
export const ADMINS_CANNOT_JOIN = 'Admins manage drafts through the Admin panel, not by joining as players. Use the Admin page to manage your drafts.';
