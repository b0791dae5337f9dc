import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isObjectId, type SignedUpload, type UploadRefusal } from './objectStore';

/** The shortest OBJECT_SIGNING_KEY accepted: 32 characters. */
export const MIN_SIGNING_KEY_LENGTH = 32;

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** Signs upload URLs with HMAC-SHA256 over the upload id and its expiry; every store adapter signs with one. */
export class UploadSigner {
  private readonly key: Buffer;

  constructor(key: string | Buffer) {
    if (key.length < MIN_SIGNING_KEY_LENGTH) throw new Error(`The object signing key must be at least ${MIN_SIGNING_KEY_LENGTH} characters long.`);
    this.key = Buffer.from(key);
  }

  /** A key of 32 random bytes, hex-encoded. */
  static newKey(): string {
    return randomBytes(32).toString('hex');
  }

  sign(now: Date, ttlMs: number): SignedUpload {
    const uploadId = randomBytes(16).toString('hex');
    const expires = now.getTime() + ttlMs;
    return { uploadId, expires, signature: this.signatureOf(uploadId, expires) };
  }

  verify({ uploadId, expires, signature }: SignedUpload, now: Date): UploadRefusal | null {
    if (!isObjectId(uploadId) || !Number.isSafeInteger(expires) || !SIGNATURE.test(signature)) return 'badSignature';
    if (!timingSafeEqual(Buffer.from(signature), Buffer.from(this.signatureOf(uploadId, expires)))) return 'badSignature';
    return now.getTime() < expires ? null : 'expired';
  }

  private signatureOf(uploadId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`upload:${uploadId}:${expires}`).digest('base64url');
  }
}

/** What every store adapter does alike: its upload URLs are signed and checked by its UploadSigner. */
export abstract class SignedUploads {
  protected constructor(private readonly signer: UploadSigner) {}

  signUpload(now: Date, ttlMs: number): SignedUpload {
    return this.signer.sign(now, ttlMs);
  }

  verifyUpload(upload: SignedUpload, now: Date): UploadRefusal | null {
    return this.signer.verify(upload, now);
  }
}
