import { identityService } from '@reality-draft/identity';
import { MemoryEventStore, MemoryObjectStore, NedbDocumentStore, startServices, type Storage } from '@reality-draft/kernel';
import pino from 'pino';
import request from 'supertest';
import { catalogService, type CatalogSettings } from '../src/catalogModule';

export const ADMIN = { username: 'commish', password: 'admin-secret-1' };

export function memoryStorage(): Storage {
  return { events: new MemoryEventStore(), docs: new NedbDocumentStore(), objects: new MemoryObjectStore(), close: async () => undefined };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The catalogue with identity (who signs in) on the given storage, behind the real HTTP kit, with the process's environment `env`. */
export async function startCatalog(storage: Storage, settings: Partial<CatalogSettings> = {}, env: NodeJS.ProcessEnv = {}) {
  const running = await startServices({
    storage,
    logger: pino({ level: 'silent' }),
    env,
    services: [identityService({ adminUsername: ADMIN.username, adminPassword: ADMIN.password }), catalogService(settings)],
  });
  const http = () => request(running.app);
  const login = async (emailOrUsername: string, password: string) =>
    (await http().post('/api/auth/login').send({ emailOrUsername, password }).expect(200)).body.sessionToken as string;
  const playerToken = async (email = 'ann@x.test') => {
    await http().post('/api/players/register').send({ email, password: 'player-pass', firstName: 'Ann' }).expect(201);
    return login(email, 'player-pass');
  };
  return { running, http, playerToken, adminToken: () => login(ADMIN.username, ADMIN.password) };
}

export type CatalogHarness = Awaited<ReturnType<typeof startCatalog>>;
