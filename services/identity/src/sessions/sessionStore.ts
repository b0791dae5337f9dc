import type { DocumentStore, Principal, UserType } from '@reality-draft/kernel';
import { hashToken, newSecretToken } from '../credentials/secretTokens';

interface SessionDocument extends Record<string, unknown> {
  tokenHash: string;
  accountId: string;
  userType: UserType;
  createdAt: string;
  expiresAt: string;
}

/** Opaque 256-bit bearer tokens; only their SHA-256 is stored, so a leaked store grants nothing. */
export class SessionStore {
  constructor(
    private readonly docs: DocumentStore,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private get sessions() {
    return this.docs.collection<SessionDocument>('identity_sessions');
  }

  async init(): Promise<void> {
    await this.sessions.ensureIndex('tokenHash', { unique: true });
    await this.sessions.ensureIndex('accountId');
    await this.sessions.deleteMany({ expiresAt: { $lte: new Date(this.now()).toISOString() } });
  }

  async issue(accountId: string, userType: UserType): Promise<string> {
    const token = newSecretToken();
    const createdAt = new Date(this.now());
    await this.sessions.insertOne({
      tokenHash: hashToken(token),
      accountId,
      userType,
      createdAt: createdAt.toISOString(),
      expiresAt: new Date(createdAt.getTime() + this.ttlMs).toISOString(),
    });
    return token;
  }

  /** The principal of a live session; null for an unknown, revoked or expired token. */
  async resolve(token: string): Promise<Principal | null> {
    const session = await this.sessions.findOne({ tokenHash: hashToken(token) });
    if (!session) return null;
    if (Date.parse(session.expiresAt) <= this.now()) {
      await this.sessions.deleteMany({ tokenHash: session.tokenHash });
      return null;
    }
    return { id: session.accountId, userType: session.userType };
  }

  async revoke(token: string): Promise<void> {
    await this.sessions.deleteMany({ tokenHash: hashToken(token) });
  }

  async revokeAllFor(accountId: string): Promise<void> {
    await this.sessions.deleteMany({ accountId });
  }
}
