import { adminStream, type AdminEvent } from '@reality-draft/events';
import { handleAndSettle } from '@reality-draft/kernel';
import type { IdentityDeps } from '../identityDeps';
import type { CreateAdmin } from './commands';
import { adminDecider } from './decide';
import type { AdminState } from './state';

/**
 * Runs a command on an admin's stream (read, decided, appended) and waits until the read models show it.
 * Creating is safe to decide again after a lost race (a created admin changes nothing), so conflicts are retried.
 */
export const handleAdminCommand = (deps: IdentityDeps, adminId: string, command: CreateAdmin) =>
  handleAndSettle<AdminState, CreateAdmin, AdminEvent>(deps, adminStream(adminId), adminDecider, command, { retries: 2 });
