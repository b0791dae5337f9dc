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

export type PlayerEvent = PlayerRegistered | PlayerEmailChanged | PlayerPasswordReset;

export type AdminCreated = {
  type: 'AdminCreated';
  data: { adminId: string; username: string; firstName: string | null; lastName: string | null; email: string | null; createdAt: string };
};

export type AdminEvent = AdminCreated;

export const playerStream = (playerId: string) => `player-${playerId}`;
export const adminStream = (adminId: string) => `admin-${adminId}`;
