import type { ServiceFactory } from '@reality-draft/kernel';
import { AccountQueries } from './accounts/accountQueries';
import { accountsProjection } from './accounts/accountsProjection';
import { identityRouter } from './api';
import { bootstrapAccounts } from './bootstrap/bootstrapAccounts';
import { CredentialStore } from './credentials/credentialStore';
import type { IdentityDeps } from './identityDeps';
import { LoginThrottle } from './sessions/loginThrottle';
import { SessionStore } from './sessions/sessionStore';

const MINUTE = 60_000;

export interface IdentitySettings {
  demo: boolean;
  adminUsername?: string;
  adminPassword?: string;
  sessionTtlHours: number;
  /** Failed logins allowed per account name, and per client address, in `throttleWindowMinutes`. */
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  throttleWindowMinutes: number;
}

export function identitySettingsFromEnv(env: NodeJS.ProcessEnv): IdentitySettings {
  const number = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
  return {
    demo: env.DEMO === '1' || env.DEMO === 'true',
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    sessionTtlHours: number('SESSION_TTL_HOURS', 24 * 7),
    maxFailuresPerAccount: number('LOGIN_MAX_FAILURES', 5),
    maxFailuresPerAddress: number('LOGIN_MAX_FAILURES_PER_ADDRESS', 100),
    throttleWindowMinutes: number('LOGIN_THROTTLE_MINUTES', 15),
  };
}

/** The identity service: accounts, sessions, registration and admin player management. */
export function identityService(overrides: Partial<IdentitySettings> = {}): ServiceFactory {
  return ({ events, docs, env, waitForReadModels }) => {
    const settings = { ...identitySettingsFromEnv(env), ...overrides };
    const windowMs = settings.throttleWindowMinutes * MINUTE;
    const deps: IdentityDeps = {
      events,
      accounts: new AccountQueries(docs),
      credentials: new CredentialStore(docs),
      sessions: new SessionStore(docs, settings.sessionTtlHours * 60 * MINUTE),
      throttles: {
        account: new LoginThrottle({ maxFailures: settings.maxFailuresPerAccount, windowMs }),
        address: new LoginThrottle({ maxFailures: settings.maxFailuresPerAddress, windowMs }),
      },
      waitForReadModels,
      now: () => new Date(),
    };
    return {
      name: 'identity',
      projections: [accountsProjection],
      router: identityRouter(deps, { demo: settings.demo }),
      resolveToken: (token) => deps.sessions.resolve(token),
      async start() {
        await deps.credentials.init();
        await deps.sessions.init();
        await bootstrapAccounts(deps, settings);
      },
    };
  };
}
