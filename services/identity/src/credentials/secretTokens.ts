import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret (a session, a reset link): 256 random bits, URL-safe. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** What is kept of a secret token: its SHA-256, so a leaked store grants nothing. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
