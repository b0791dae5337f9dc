import { Conflict } from '@reality-draft/kernel';
import { ensureAdmin } from '../admin/createAdmin';
import type { IdentityDeps } from '../identityDeps';
import { registerPlayer } from '../player/registerPlayer';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_PLAYERS } from './demoAccounts';

export interface AccountSettings {
  adminUsername?: string;
  adminPassword?: string;
  demo: boolean;
}

/**
 * At start-up: the admin from ADMIN_USERNAME/ADMIN_PASSWORD (its password follows the variable),
 * and the demo accounts when DEMO=1. With DEMO off, demo accounts left in the log cannot sign in.
 */
export async function bootstrapAccounts(deps: IdentityDeps, settings: AccountSettings): Promise<void> {
  if (settings.adminUsername && settings.adminPassword) {
    await ensureAdmin(deps, { username: settings.adminUsername, password: settings.adminPassword });
  }
  if (!settings.demo) return;
  await ensureAdmin(deps, { ...DEMO_ADMIN, password: DEMO_PASSWORD });
  for (const player of DEMO_PLAYERS) {
    if (await deps.accounts.playerByEmail(player.email)) continue;
    await registerPlayer(deps, { ...player, password: DEMO_PASSWORD }).catch((error) => {
      if (!(error instanceof Conflict)) throw error; // another process created it first
    });
  }
}
