import type { DocumentStore } from '@reality-draft/kernel';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords';

interface CredentialDocument extends Record<string, unknown> {
  accountId: string;
  passwordHash: string;
  updatedAt: string;
}

const CREDENTIALS = 'identity_credentials';

/** Password hashes, kept out of the event log and out of every read model. */
export class CredentialStore {
  constructor(private readonly docs: DocumentStore) {}

  private get credentials() {
    return this.docs.collection<CredentialDocument>(CREDENTIALS);
  }

  async init(): Promise<void> {
    await this.credentials.ensureIndex('accountId', { unique: true });
  }

  async setPassword(accountId: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.credentials.updateOne({ accountId }, { accountId, passwordHash, updatedAt: new Date().toISOString() }, { upsert: true });
  }

  /** Forgets the account's password, from the store's files too (a deleted player). */
  async remove(accountId: string): Promise<void> {
    await this.credentials.deleteMany({ accountId });
    await this.docs.compact?.(CREDENTIALS);
  }

  /** True when `password` is the account's; an unknown account costs the same time. */
  async verify(accountId: string | undefined, password: string): Promise<boolean> {
    const stored = accountId ? await this.credentials.findOne({ accountId }) : null;
    return stored ? verifyPassword(stored.passwordHash, password) : verifyDecoy(password);
  }
}
