// How every service's tests sign people in: the admins identity starts with, and players registered
// and signed in through identity's own routes on the running app.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunningServices, ServiceFactory, Storage } from '@reality-draft/kernel';
import { startServices } from '@reality-draft/kernel';
import pino from 'pino';
import request from 'supertest';
import { identityService, type IdentitySettings } from '../src/identityModule';

export const ADMIN = { username: 'commish', password: 'admin-secret-1' };
export const OTHER_ADMIN = { username: 'rival', password: 'admin-secret-2' };
export const PLAYER_PASSWORD = 'player-pass';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Identity with ADMIN as its admin. */
export const identityWithAdmin = (settings: Partial<IdentitySettings> = {}) =>
  identityService({ adminUsername: ADMIN.username, adminPassword: ADMIN.password, ...settings });

export interface TestPlayer {
  id: string;
  email: string;
  token: string;
}

/** Sign-ins on `running` (which runs identity): the admin, a second admin, and new players. */
export function testAccounts(running: RunningServices, storage: Storage) {
  const http = () => request(running.app);
  const login = async (emailOrUsername: string, password: string) =>
    (await http().post('/api/auth/login').send({ emailOrUsername, password }).expect(200)).body.sessionToken as string;
  let registered = 0;
  return {
    login,
    adminToken: () => login(ADMIN.username, ADMIN.password),
    /** Signs in a second admin (created by a second identity instance on the same stores). */
    async otherAdminToken(): Promise<string> {
      const other = await startServices({
        storage,
        logger: pino({ level: 'silent' }),
        env: {},
        services: [identityService({ adminUsername: OTHER_ADMIN.username, adminPassword: OTHER_ADMIN.password })],
      });
      await other.stop();
      await running.runner.waitFor(await storage.events.head());
      return login(OTHER_ADMIN.username, OTHER_ADMIN.password);
    },
    /** Registers a new player (firstName1@example.test, firstName2@...) and signs them in. */
    async player(firstName = 'Pat', lastName: string | null = null): Promise<TestPlayer> {
      registered += 1;
      const email = `${firstName.toLowerCase()}${registered}@example.test`;
      const { body } = await http().post('/api/players/register').send({ email, password: PLAYER_PASSWORD, firstName, lastName }).expect(201);
      return { id: body.user.id as string, email, token: await login(email, PLAYER_PASSWORD) };
    },
  };
}

/**
 * `services` beside identity (ADMIN its admin, `identity` its settings) on `storage`, silent, with the
 * process's environment `env`: the running app, supertest on it, and its test accounts.
 */
export async function startWithAccounts(
  storage: Storage,
  services: ServiceFactory[],
  { identity = {}, env = {} }: { identity?: Partial<IdentitySettings>; env?: NodeJS.ProcessEnv } = {},
) {
  // Mail with no SMTP server goes to DATA_DIR's outbox: a folder of the test's own, never the working directory's ./data.
  const dataDir = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rd-test-')) };
  const running = await startServices({
    storage,
    logger: pino({ level: 'silent' }),
    env: { ...dataDir, ...env },
    services: [identityWithAdmin(identity), ...services],
  });
  return { running, http: () => request(running.app), accounts: testAccounts(running, storage) };
}
