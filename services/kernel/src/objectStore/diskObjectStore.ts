import { randomBytes } from 'node:crypto';
import { access, link, mkdir, mkdtemp, open, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorablePhoto, isObjectId, isVariantName, type ObjectStore, type PhotoVariants } from './objectStore';
import { SignedUploads, UploadSigner } from './uploadSigner';

const KEY_FILE = 'signing.key';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
const isTaken = (error: unknown) => ['EEXIST', 'ENOTEMPTY'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * An ObjectStore on local disk, under one folder (DATA_DIR/objects):
 * - `signing.key`: the HMAC key when OBJECT_SIGNING_KEY is not set, made once, readable by the owner only;
 * - `claims/{uploadId}`: an empty file per used upload, created exclusively, so of two processes
 *   sharing the folder only one can use an upload;
 * - `photos/{photoId}/{variant}`: a photo's bytes, staged in `staging/` and renamed into place whole.
 * Every path is built from an id that matched OBJECT_ID_PATTERN: nothing else is ever joined to the folder.
 */
export class DiskObjectStore extends SignedUploads implements ObjectStore {
  private constructor(
    private readonly root: string,
    signer: UploadSigner,
  ) {
    super(signer);
  }

  /** Opens (creating if need be) the store in `root`, signing with `signingKey` or else the key kept there. */
  static async open(root: string, signingKey?: string): Promise<DiskObjectStore> {
    for (const dir of ['', 'claims', 'photos', 'staging']) await mkdir(path.join(root, dir), { recursive: true, mode: 0o700 });
    return new DiskObjectStore(root, new UploadSigner(signingKey ?? (await keptKey(root))));
  }

  async isClaimed(uploadId: string): Promise<boolean> {
    if (!isObjectId(uploadId)) return false;
    return access(path.join(this.root, 'claims', uploadId)).then(
      () => true,
      () => false,
    );
  }

  async claimUpload(uploadId: string): Promise<boolean> {
    if (!isObjectId(uploadId)) return false;
    try {
      await (await open(path.join(this.root, 'claims', uploadId), 'wx', 0o600)).close();
      return true;
    } catch (error) {
      if (isTaken(error)) return false;
      throw error;
    }
  }

  async putPhoto(photoId: string, variants: PhotoVariants): Promise<void> {
    assertStorablePhoto(photoId, variants);
    const staged = await mkdtemp(path.join(this.root, 'staging', `${photoId}-`));
    try {
      for (const [name, bytes] of Object.entries(variants)) await writeFile(path.join(staged, name), bytes, { mode: 0o600 });
      await rename(staged, path.join(this.root, 'photos', photoId));
    } catch (error) {
      await rm(staged, { recursive: true, force: true });
      throw isTaken(error) ? new Error(`Photo ${photoId} is kept already`) : error;
    }
  }

  async readPhoto(photoId: string, variant: string): Promise<Uint8Array | null> {
    if (!isObjectId(photoId) || !isVariantName(variant)) return null;
    try {
      return await readFile(path.join(this.root, 'photos', photoId, variant));
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
      throw error;
    }
  }

  async hasPhoto(photoId: string): Promise<boolean> {
    if (!isObjectId(photoId)) return false;
    return stat(path.join(this.root, 'photos', photoId)).then(
      (found) => found.isDirectory(),
      () => false,
    );
  }
}

/** The key kept in the folder, made on first use; two processes starting at once agree on one (link is atomic). */
async function keptKey(root: string): Promise<string> {
  const keyPath = path.join(root, KEY_FILE);
  try {
    return (await readFile(keyPath, 'utf8')).trim();
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  const draft = path.join(root, 'staging', `${KEY_FILE}-${randomBytes(8).toString('hex')}`);
  await writeFile(draft, UploadSigner.newKey(), { mode: 0o600 });
  try {
    await link(draft, keyPath);
  } catch (error) {
    if (!isTaken(error)) throw error;
  } finally {
    await unlink(draft);
  }
  return (await readFile(keyPath, 'utf8')).trim();
}
