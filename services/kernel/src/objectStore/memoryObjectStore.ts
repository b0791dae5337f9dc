import { assertStorablePhoto, isObjectId, type ObjectStore, type PhotoVariants, type SignedUpload } from './objectStore';
import { UploadSigner } from './uploadSigner';

/** An ObjectStore in memory (tests, and a process with no DATA_DIR): a random key, gone with the process. */
export class MemoryObjectStore implements ObjectStore {
  private readonly signer: UploadSigner;
  private readonly claimed = new Set<string>();
  private readonly photos = new Map<string, Map<string, Uint8Array>>();

  constructor(signingKey: string = UploadSigner.newKey()) {
    this.signer = new UploadSigner(signingKey);
  }

  signUpload(now: Date, ttlMs: number): SignedUpload {
    return this.signer.sign(now, ttlMs);
  }

  verifyUpload(upload: SignedUpload, now: Date) {
    return this.signer.verify(upload, now);
  }

  async isClaimed(uploadId: string): Promise<boolean> {
    return this.claimed.has(uploadId);
  }

  async claimUpload(uploadId: string): Promise<boolean> {
    if (!isObjectId(uploadId) || this.claimed.has(uploadId)) return false;
    this.claimed.add(uploadId);
    return true;
  }

  async putPhoto(photoId: string, variants: PhotoVariants): Promise<void> {
    assertStorablePhoto(photoId, variants);
    if (this.photos.has(photoId)) throw new Error(`Photo ${photoId} is kept already`);
    this.photos.set(photoId, new Map(Object.entries(variants).map(([name, bytes]) => [name, Uint8Array.from(bytes)])));
  }

  async readPhoto(photoId: string, variant: string): Promise<Uint8Array | null> {
    return this.photos.get(photoId)?.get(variant) ?? null;
  }

  async hasPhoto(photoId: string): Promise<boolean> {
    return this.photos.has(photoId);
  }
}
