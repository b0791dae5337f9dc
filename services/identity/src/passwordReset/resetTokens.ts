import { RESET_LINK_MINUTES } from '@reality-draft/events';
import type { DocumentStore } from '@reality-draft/kernel';
import { hashToken, newSecretToken } from '../credentials/secretTokens';

interface ResetTokenDocument extends Record<string, unknown> {
  tokenHash: string;
  playerId: string;
  expiresAt: string;
}

const LINK_TTL_MS = RESET_LINK_MINUTES * 60_000;

/**
 * Password reset tokens: 256 random bits each, of which only the SHA-256 is kept (in the shared
 * documents, never in an event), so neither a leaked store nor the log holds a working link.
 */
export class ResetTokenStore {
  constructor(
    private readonly docs: DocumentStore,
    private readonly now: () => number = Date.now,
  ) {}

  private get tokens() {
    return this.docs.collection<ResetTokenDocument>('identity_reset_tokens');
  }

  async init(): Promise<void> {
    await this.tokens.ensureIndex('tokenHash', { unique: true });
    await this.tokens.ensureIndex('playerId');
    await this.tokens.deleteMany({ expiresAt: { $lte: new Date(this.now()).toISOString() } });
  }

  /** A new token for the player, working for RESET_LINK_MINUTES. */
  async issue(playerId: string): Promise<string> {
    const token = newSecretToken();
    await this.tokens.insertOne({ tokenHash: hashToken(token), playerId, expiresAt: new Date(this.now() + LINK_TTL_MS).toISOString() });
    return token;
  }

  /**
   * The player a live token was issued to, using it up: of two redeeming one token at once, only the
   * one whose delete took the document gets the player. Null for a used, expired or unknown token.
   */
  async redeem(token: string): Promise<string | null> {
    const live = { tokenHash: hashToken(token), expiresAt: { $gt: new Date(this.now()).toISOString() } };
    const found = await this.tokens.findOne(live);
    if (!found || (await this.tokens.deleteMany(live)) !== 1) return null;
    return found.playerId;
  }

  /** Forgets every token of the player (their password was just reset, or they were deleted). */
  async revokeAllFor(playerId: string): Promise<void> {
    await this.tokens.deleteMany({ playerId });
  }
}
