/** Identity's events: the public facts of accounts. Secrets (hashes, tokens) never enter the log. */

export type PlayerRegistered = {
  type: 'PlayerRegistered';
  data: { playerId: string; email: string; firstName: string; lastName: string | null; registeredAt: string };
};

export type PlayerEmailChanged = {
  type: 'PlayerEmailChanged';
  data: { playerId: string; email: string; previousEmail: string; changedBy: string; changedAt: string };
};

/** An admin reset the password; the temporary password itself lives only in identity's credentials. */
export type PlayerPasswordReset = {
  type: 'PlayerPasswordReset';
  data: { playerId: string; resetBy: string; resetAt: string };
};

/** The player deleted their account, or an admin did (`deletedBy`): their personal data is erased, their picks and points stay. */
export type PlayerDeleted = { type: 'PlayerDeleted'; data: { playerId: string; deletedBy: string; deletedAt: string } };

export type PlayerEvent = PlayerRegistered | PlayerEmailChanged | PlayerPasswordReset | PlayerDeleted;

/**
 * Plaintext personal data written before it was sealed was cleared in place after a deletion: the
 * one sanctioned rewrite of history, recorded here. It names no one: only how many events changed.
 */
export type PlaintextErased = { type: 'PlaintextErased'; data: { events: number; erasedAt: string } };

export const ERASURES_STREAM = 'erasures';

export type AdminCreated = {
  type: 'AdminCreated';
  data: { adminId: string; username: string; firstName: string | null; lastName: string | null; email: string | null; createdAt: string };
};

export type AdminEvent = AdminCreated;

export const playerStream = (playerId: string) => `player-${playerId}`;
export const adminStream = (adminId: string) => `admin-${adminId}`;
