import type { SettleDeps } from '@reality-draft/kernel';
import type { AccountQueries } from './readModels/accountQueries';
import type { CredentialStore } from './credentials/credentialStore';
import type { LoginThrottle } from './sessions/loginThrottle';
import type { SessionStore } from './sessions/sessionStore';

/** What identity's commands work with: the log and the wait for the read models (SettleDeps), and more. */
export interface IdentityDeps extends SettleDeps {
  accounts: AccountQueries;
  credentials: CredentialStore;
  sessions: SessionStore;
  /** Login attempts per account and address, per account, and per address. */
  throttles: { pair: LoginThrottle; account: LoginThrottle; address: LoginThrottle };
  /** True for a demo account while demo mode is off: it exists in the log but may not sign in. */
  isDisabledDemoAccount(accountName: string): boolean;
  now(): Date;
}
