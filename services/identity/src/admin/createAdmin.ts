import { randomUUID } from 'node:crypto';
import { claimUniqueKey, Conflict, uniqueKeyHolder } from '@reality-draft/kernel';
import { accountKey } from '../accounts/accountKey';
import type { IdentityDeps } from '../identityDeps';
import { ADMIN_USERNAME } from './adminInLog';
import { handleAdminCommand } from './handleAdminCommand';

export interface NewAdmin {
  username: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

const USERNAME = /^[a-z0-9._-]{3,40}$/;

/** The id holding the username: ours if we claim it first, else whoever did (another process). */
async function claimUsername(deps: IdentityDeps, usernameKey: string): Promise<string> {
  const holder = await uniqueKeyHolder(deps.events, ADMIN_USERNAME, usernameKey);
  if (holder) return holder;
  const adminId = randomUUID();
  try {
    await claimUniqueKey(deps.events, ADMIN_USERNAME, usernameKey, adminId, { takenMessage: 'That admin username is taken.' });
    return adminId;
  } catch (error) {
    if (!(error instanceof Conflict)) throw error;
    return (await uniqueKeyHolder(deps.events, ADMIN_USERNAME, usernameKey))!;
  }
}

/**
 * Makes sure an admin with this username exists and signs in with this password. Every step is
 * idempotent, so a start-up interrupted half-way is completed by the next one.
 */
export async function ensureAdmin(deps: IdentityDeps, admin: NewAdmin): Promise<string> {
  const usernameKey = accountKey(admin.username);
  if (!USERNAME.test(usernameKey)) throw new Error('An admin username needs 3-40 letters, digits, dots, dashes or underscores (no @).');
  const adminId = await claimUsername(deps, usernameKey);
  if (!(await deps.credentials.verify(adminId, admin.password))) await deps.credentials.setPassword(adminId, admin.password);
  const command = {
    adminId,
    username: admin.username.trim(),
    firstName: admin.firstName ?? null,
    lastName: admin.lastName ?? null,
    email: admin.email ?? null,
    now: deps.now().toISOString(),
  };
  await handleAdminCommand(deps, adminId, command);
  return adminId;
}
