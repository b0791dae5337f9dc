import type { MailSender, PersonalData, SettleDeps } from '@reality-draft/kernel';
import type { AccountQueries } from './readModels/accountQueries';
import type { CredentialStore } from './credentials/credentialStore';
import type { ResetTokenStore } from './passwordReset/resetTokens';
import type { LoginThrottle } from './sessions/loginThrottle';
import type { SessionStore } from './sessions/sessionStore';

/** What identity's commands work with: the log and the wait for the read models (SettleDeps), and more. */
export interface IdentityDeps extends SettleDeps {
  accounts: AccountQueries;
  /** Erasing a player from the log (their key destroyed, plaintext from before cleared). */
  personalData: PersonalData;
  credentials: CredentialStore;
  sessions: SessionStore;
  /** Login attempts per account and address, per account, and per address; reset requests per e-mail and per address. */
  throttles: { pair: LoginThrottle; account: LoginThrottle; address: LoginThrottle; resetEmail: LoginThrottle; resetAddress: LoginThrottle };
  resetTokens: ResetTokenStore;
  mail: MailSender;
  /** The origin a mail's links point at (PUBLIC_URL, else this server on localhost). */
  linkOrigin: string;
  /** Runs `work` after the answer has gone, logging a failure under `what`. */
  afterAnswer(what: string, work: () => Promise<void>): void;
  /** True for a demo account while demo mode is off: it exists in the log but may not sign in. */
  isDisabledDemoAccount(accountName: string): boolean;
  now(): Date;
}
