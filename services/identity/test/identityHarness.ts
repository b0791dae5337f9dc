import type { Storage } from '@reality-draft/kernel';
import { holdReadModel } from '@reality-draft/kernel/testing';
import type { IdentitySettings } from '../src/identityModule';
import { startWithAccounts } from './accounts';

export { ADMIN, bearer } from './accounts';

import { memoryStorage, smtpReceiver } from '@reality-draft/kernel/testing';

export { memoryStorage };

/** Identity running on the given storage behind the real HTTP kit, plus helpers to drive it. */
export async function startIdentity(storage: Storage, settings: Partial<IdentitySettings> = {}, env: NodeJS.ProcessEnv = {}) {
  const { running, http, accounts: signIns } = await startWithAccounts(storage, [], { identity: settings, env });
  const { login, adminToken } = signIns;
  const register = async (email: string, password = 'player-pass', firstName = 'Ann') =>
    (await http().post('/api/players/register').send({ email, password, firstName }).expect(201)).body.user as { id: string; email: string };
  const accounts = running.modules.flatMap((module) => module.projections).find((projection) => projection.name === 'identity.accounts')!;
  return {
    running,
    http,
    login,
    register,
    adminToken,
    holdAccountsReadModel: () => holdReadModel(accounts),
  };
}

/** Identity on memory storage mailing a real SMTP server (smtp-server, in this process), its links on https://draft.example. */
export async function startMailingIdentity() {
  const smtp = await smtpReceiver();
  const app = await startIdentity(memoryStorage(), {}, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://draft.example', MAIL_FROM: 'League <league@draft.example>' });
  return {
    smtp,
    app,
    async stop() {
      await app.running.stop();
      await smtp.close();
    },
  };
}
