import { PLAYER_PASSWORD, startWithAccounts } from '@reality-draft/identity/testing';
import type { Storage } from '@reality-draft/kernel';
import { catalogService, type CatalogSettings } from '../src/catalogModule';

export { memoryStorage } from '@reality-draft/kernel/testing';

export { bearer } from '@reality-draft/identity/testing';

/** The catalogue with identity (who signs in) on the given storage, behind the real HTTP kit, with the process's environment `env`. */
export async function startCatalog(storage: Storage, settings: Partial<CatalogSettings> = {}, env: NodeJS.ProcessEnv = {}) {
  const { running, http, accounts } = await startWithAccounts(storage, [catalogService(settings)], { env });
  const { login, adminToken } = accounts;
  const playerToken = async (email = 'ann@x.test') => {
    await http().post('/api/players/register').send({ email, password: PLAYER_PASSWORD, firstName: 'Ann' }).expect(201);
    return login(email, PLAYER_PASSWORD);
  };
  return { running, http, playerToken, adminToken };
}

export type CatalogHarness = Awaited<ReturnType<typeof startCatalog>>;
