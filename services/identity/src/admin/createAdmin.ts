import { randomUUID } from 'node:crypto';
import { adminStream } from '@reality-draft/events';
import { claimUniqueKey, handleCommand, uniqueKeyHolder } from '@reality-draft/kernel';
import type { IdentityDeps } from '../identityDeps';
import { adminDecider } from './decide';

export interface NewAdmin {
  username: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** Creates an admin unless one already has the username; returns the admin's id either way. */
export async function ensureAdmin(deps: IdentityDeps, admin: NewAdmin): Promise<string> {
  const usernameKey = admin.username.trim().toLowerCase();
  if (!/^[a-z0-9._-]{3,40}$/.test(usernameKey)) {
    throw new Error('An admin username needs 3-40 letters, digits, dots, dashes or underscores (no @).');
  }
  const existing = await uniqueKeyHolder(deps.events, 'admin-username', usernameKey);
  if (existing) return existing;
  const adminId = randomUUID();
  await claimUniqueKey(deps.events, 'admin-username', usernameKey, adminId, { takenMessage: 'That admin username is taken.' });
  await deps.credentials.setPassword(adminId, admin.password);
  const command = {
    adminId,
    username: admin.username.trim(),
    firstName: admin.firstName ?? null,
    lastName: admin.lastName ?? null,
    email: admin.email ?? null,
    now: deps.now().toISOString(),
  };
  const { position } = await handleCommand(deps.events, adminStream(adminId), adminDecider, command);
  await deps.waitForReadModels(position);
  return adminId;
}
