import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** A sealed field: AES-256-GCM, base64url of the 12-byte IV, the 16-byte tag and the ciphertext. */
const SEALED = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith(SEALED);

/** Seals `text` with the person's key, bound to their id (a field moved to another person's event does not open). */
export function seal(key: Buffer, ownerId: string, text: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES }).setAAD(Buffer.from(ownerId));
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return SEALED + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The text `seal` sealed; throws if the key, the owner or the sealed text is not the one it was sealed with (a full 16-byte tag only). */
export function unseal(key: Buffer, ownerId: string, sealed: string): string {
  const bytes = Buffer.from(sealed.slice(SEALED.length), 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('A sealed field is too short to be one');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES }).setAAD(Buffer.from(ownerId));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

export const newPersonKey = () => randomBytes(32);
