import type { AdminAccount, AdminCreated, PlayerAccount, PlayerRegistered } from '@reality-draft/events';

export type PlayerDocument = PlayerAccount & Record<string, unknown>;
export type AdminDocument = AdminAccount & { usernameKey: string } & Record<string, unknown>;

export function toPlayerAccount(doc: PlayerDocument): PlayerAccount {
  const { id, email, firstName, lastName, isActive, createdAt, profileImageUrl } = doc;
  return { id, email, firstName, lastName, isActive, createdAt, profileImageUrl };
}

export function toAdminAccount(doc: AdminDocument): AdminAccount {
  const { id, username, firstName, lastName, email, profileImageUrl } = doc;
  return { id, username, firstName, lastName, email, profileImageUrl };
}

/** A player as their registration made them. */
export function registeredPlayer({ playerId, email, firstName, lastName, registeredAt }: PlayerRegistered['data']): PlayerAccount {
  return { id: playerId, email, firstName, lastName, isActive: true, createdAt: registeredAt, profileImageUrl: null };
}

/** An admin as their creation made them. */
export function createdAdmin({ adminId, username, firstName, lastName, email }: AdminCreated['data']): AdminAccount {
  return { id: adminId, username, firstName, lastName, email, profileImageUrl: null };
}
