import { randomInt } from 'node:crypto';
import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes): strong, and a login still answers in tens of ms.
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/** Spends a verification's time on an unknown account, so timing does not reveal who exists. */
export async function verifyDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy-password-that-matches-nobody');
  await verifyPassword(await decoyHash, password);
  return false;
}

// No look-alikes (0/O, 1/l/I) so a temporary password can be read out or typed from a screen.
const TEMPORARY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function generateTemporaryPassword(length = 12): string {
  return Array.from({ length }, () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)]).join('');
}
