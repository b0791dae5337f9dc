import { RESET_MESSAGES } from '@reality-draft/events';
import {
  BackgroundWork,
  demoModeOn,
  linkOriginOf,
  MailSender,
  mailDeliveryOf,
  mailSettingsFromEnv,
  type DocumentStore,
  type ServiceFactory,
  type TokenResolver,
} from '@reality-draft/kernel';
import { AccountQueries } from './readModels/accountQueries';
import { seasonInvites } from './seasonInvites/seasonInvites';
import { accountsProjection } from './readModels/accountsProjection';
import { identityRouter } from './api';
import { accountExport } from './player/accountExport';
import { erasureReactor } from './player/erasure';
import { bootstrapAccounts } from './bootstrap/bootstrapAccounts';
import { isDemoAccount } from './bootstrap/demoAccounts';
import { CredentialStore } from './credentials/credentialStore';
import { ResetTokenStore } from './passwordReset/resetTokens';
import type { IdentityDeps } from './identityDeps';
import { initLoginAttempts, LoginThrottle } from './sessions/loginThrottle';
import { SessionStore } from './sessions/sessionStore';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

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
  /** Forgot-password requests allowed an hour per e-mail, and per address. */
  maxResetsPerEmail: number;
  maxResetsPerAddress: number;
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
    maxResetsPerEmail: positiveNumber(env, 'RESET_MAX_PER_EMAIL', 5),
    maxResetsPerAddress: positiveNumber(env, 'RESET_MAX_PER_ADDRESS', 20),
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
  return ({ events, personalData, docs, shared, env, waitForReadModels, logger, metrics }) => {
    const settings = { ...identitySettingsFromEnv(env), ...overrides };
    const windowMs = settings.throttleWindowMinutes * MINUTE;
    const resetRule = (maxFailures: number) => ({ maxFailures, windowMs: HOUR, refusalMessage: RESET_MESSAGES.tooMany });
    const mailSettings = mailSettingsFromEnv(env);
    const mail = new MailSender({ delivery: mailDeliveryOf(mailSettings), logger, metrics });
    const afterAnswers = new BackgroundWork();
    const deps: IdentityDeps = {
      events,
      personalData,
      accounts: new AccountQueries(docs),
      credentials: new CredentialStore(shared),
      sessions: sessionStoreOf(shared, settings),
      throttles: {
        pair: new LoginThrottle(shared, 'pair', { maxFailures: settings.maxFailures, windowMs }),
        account: new LoginThrottle(shared, 'account', { maxFailures: settings.maxFailuresPerAccount, windowMs }),
        address: new LoginThrottle(shared, 'address', { maxFailures: settings.maxFailuresPerAddress, windowMs }),
        resetEmail: new LoginThrottle(shared, 'reset-email', resetRule(settings.maxResetsPerEmail)),
        resetAddress: new LoginThrottle(shared, 'reset-address', resetRule(settings.maxResetsPerAddress)),
      },
      resetTokens: new ResetTokenStore(shared),
      mail,
      linkOrigin: linkOriginOf(env),
      afterAnswer(what, work) {
        afterAnswers.run(
          () => new Promise<void>((resolve) => setImmediate(resolve)).then(work),
          (err) => logger.error({ err }, `${what} failed`),
        );
      },
      isDisabledDemoAccount: (name) => !settings.demo && isDemoAccount(name),
      waitForReadModels,
      now: () => new Date(),
    };
    return {
      name: 'identity',
      projections: [accountsProjection(), erasureReactor(deps), seasonInvites(deps)],
      router: identityRouter(deps, { demo: settings.demo }),
      exportPlayer: (playerId) => accountExport(deps, playerId),
      resolveToken: (token) => deps.sessions.resolve(token),
      async start() {
        await deps.credentials.init();
        await deps.sessions.init();
        await deps.resetTokens.init();
        logger.info(`Mail goes to ${mail.description}; its links point at ${deps.linkOrigin}`);
        // A league without the demo accounts is a real one: mail that reaches nobody is worth a warning.
        if (!settings.demo && !mailSettings.smtpUrl)
          logger.warn('No SMTP_URL: mail (password reset links) is written to the outbox folder and reaches no player');
        await initLoginAttempts(shared);
        await bootstrapAccounts(deps, settings);
      },
      async stop() {
        await afterAnswers.stop();
        await mail.stop();
      },
    };
  };
}
