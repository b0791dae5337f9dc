import { demoModeOn, type DocumentStore, type ServiceFactory, type TokenResolver } from '@reality-draft/kernel';
import { AccountQueries } from './readModels/accountQueries';
import { accountsProjection } from './readModels/accountsProjection';
import { identityRouter } from './api';
import { bootstrapAccounts } from './bootstrap/bootstrapAccounts';
import { isDemoAccount } from './bootstrap/demoAccounts';
import { CredentialStore } from './credentials/credentialStore';
import type { IdentityDeps } from './identityDeps';
import { initLoginAttempts, LoginThrottle } from './sessions/loginThrottle';
import { SessionStore } from './sessions/sessionStore';

const MINUTE = 60_000;

export interface IdentitySettings {
  demo: boolean;
  adminUsername?: string;
  adminPassword?: string;
  sessionTtlHours: number;
  /** Failed logins allowed, within `throttleWindowMinutes`, per account from one address, per account, per address. */
  maxFailures: number;
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  throttleWindowMinutes: number;
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  if (!env[name]) return fallback;
  const value = Number(env[name]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${env[name]}"`);
  return value;
}

export function identitySettingsFromEnv(env: NodeJS.ProcessEnv): IdentitySettings {
  return {
    demo: demoModeOn(env),
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    sessionTtlHours: positiveNumber(env, 'SESSION_TTL_HOURS', 24 * 7),
    maxFailures: positiveNumber(env, 'LOGIN_MAX_FAILURES', 5),
    maxFailuresPerAccount: positiveNumber(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 50),
    maxFailuresPerAddress: positiveNumber(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 100),
    throttleWindowMinutes: positiveNumber(env, 'LOGIN_THROTTLE_MINUTES', 15),
  };
}

const sessionStoreOf = (shared: DocumentStore, settings: Pick<IdentitySettings, 'sessionTtlHours'>) =>
  new SessionStore(shared, settings.sessionTtlHours * 60 * MINUTE);

/**
 * Who is asking, for a process that does not serve identity: sessions live in the shared document
 * store, so any process resolves any token, and a logout anywhere revokes it everywhere.
 */
export function identityTokenResolver(shared: DocumentStore, env: NodeJS.ProcessEnv): TokenResolver {
  const sessions = sessionStoreOf(shared, identitySettingsFromEnv(env));
  return (token) => sessions.resolve(token);
}

/** The identity service: accounts, sessions, registration and admin player management. */
export function identityService(overrides: Partial<IdentitySettings> = {}): ServiceFactory {
  return ({ events, docs, shared, env, waitForReadModels }) => {
    const settings = { ...identitySettingsFromEnv(env), ...overrides };
    const windowMs = settings.throttleWindowMinutes * MINUTE;
    const deps: IdentityDeps = {
      events,
      accounts: new AccountQueries(docs),
      credentials: new CredentialStore(shared),
      sessions: sessionStoreOf(shared, settings),
      throttles: {
        pair: new LoginThrottle(shared, 'pair', { maxFailures: settings.maxFailures, windowMs }),
        account: new LoginThrottle(shared, 'account', { maxFailures: settings.maxFailuresPerAccount, windowMs }),
        address: new LoginThrottle(shared, 'address', { maxFailures: settings.maxFailuresPerAddress, windowMs }),
      },
      isDisabledDemoAccount: (name) => !settings.demo && isDemoAccount(name),
      waitForReadModels,
      now: () => new Date(),
    };
    return {
      name: 'identity',
      projections: [accountsProjection()],
      router: identityRouter(deps, { demo: settings.demo }),
      resolveToken: (token) => deps.sessions.resolve(token),
      async start() {
        await deps.credentials.init();
        await deps.sessions.init();
        await initLoginAttempts(shared);
        await bootstrapAccounts(deps, settings);
      },
    };
  };
}
