import type { EventStore } from '@reality-draft/kernel';
import type { AccountQueries } from './accounts/accountQueries';
import type { CredentialStore } from './credentials/credentialStore';
import type { LoginThrottle } from './sessions/loginThrottle';
import type { SessionStore } from './sessions/sessionStore';

/** What identity's commands work with. */
export interface IdentityDeps {
  events: EventStore;
  accounts: AccountQueries;
  credentials: CredentialStore;
  sessions: SessionStore;
  /** Failed logins per account name, and (more leniently) per client address. */
  throttles: { account: LoginThrottle; address: LoginThrottle };
  waitForReadModels(position: number): Promise<void>;
  now(): Date;
}

export const EMAIL_TAKEN = 'An account with this email already exists.';
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
