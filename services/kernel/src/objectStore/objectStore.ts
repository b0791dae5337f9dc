import { OBJECT_ID_PATTERN } from '@reality-draft/events';

/** What an upload URL carries: which upload, until when (milliseconds since 1970), and the store's HMAC over both. */
export interface SignedUpload {
  uploadId: string;
  expires: number;
  signature: string;
}

/** Why an upload URL is refused: not signed by this store (or malformed), or past its expiry. */
export type UploadRefusal = 'badSignature' | 'expired';

/** A kept photo's encoded bytes by variant name (`large`, `small`). */
export type PhotoVariants = Readonly<Record<string, Uint8Array>>;

/**
 * Where uploaded photos are kept (docs/architecture.md#ports-and-adapters): upload URLs signed by the store, each usable once,
 * and the photos they brought, by id. Ids are OBJECT_ID_PATTERN (32 lowercase hex characters); an id
 * of any other form names nothing and never reaches the storage beneath.
 */
export interface ObjectStore {
  /** A new upload: a fresh id, valid until `now + ttlMs`, signed. */
  signUpload(now: Date, ttlMs: number): SignedUpload;
  /** Null when the store signed exactly this id and expiry and `now` is before it; else why not. */
  verifyUpload(upload: SignedUpload, now: Date): UploadRefusal | null;
  /** Whether the upload was used already. */
  isClaimed(uploadId: string): Promise<boolean>;
  /** Uses the upload: true for the one caller that got it, false for every other (across processes sharing the store). */
  claimUpload(uploadId: string): Promise<boolean>;
  /** Keeps a photo's variants under its id, all or nothing; readers never see half a photo. */
  putPhoto(photoId: string, variants: PhotoVariants): Promise<void>;
  /** A variant's bytes; null for an unknown photo or variant. */
  readPhoto(photoId: string, variant: string): Promise<Uint8Array | null>;
  hasPhoto(photoId: string): Promise<boolean>;
}

const OBJECT_ID = new RegExp(OBJECT_ID_PATTERN);
const VARIANT = /^[a-z]{1,16}$/;

export const isObjectId = (id: string): boolean => OBJECT_ID.test(id);
export const isVariantName = (name: string): boolean => VARIANT.test(name);

/** Refuses what no store keeps: a malformed id, no variants, or a variant name that is not a short lowercase word. */
export function assertStorablePhoto(photoId: string, variants: PhotoVariants): void {
  if (!isObjectId(photoId)) throw new Error(`Not an object id: ${JSON.stringify(photoId.slice(0, 40))}`);
  const names = Object.keys(variants);
  if (names.length === 0 || !names.every(isVariantName)) throw new Error(`Photo variants must be named with lowercase letters: ${names.join(', ')}`);
}
