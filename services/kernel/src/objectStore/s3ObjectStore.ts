import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertStorablePhoto, isObjectId, isVariantName, type ObjectStore, type PhotoVariants } from './objectStore';
import { describeS3, type S3Config } from './s3Config';
import { isAlreadyWritten, isNotFound, isRaceToRetry, parsePhotoRecord, photoRecordText, s3Keys, type PhotoRecord } from './s3Layout';
import { SignedUploads, UploadSigner } from './uploadSigner';

/** How often a conditional write that raced another one in flight (409) is tried again, and the pause before each. */
const RACE_RETRIES = 5;
const RACE_PAUSE_MS = 100;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An S3 client for the config: a custom endpoint (MinIO, R2) gets only the checksums it is required to, which every such server accepts. */
export function s3ClientFor(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    ...(config.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
  });
}

/**
 * An ObjectStore in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2), shared by every replica of
 * the catalog: claims and photo records are conditional writes (`If-None-Match: *`), so of many processes
 * exactly one uses an upload and the first photo kept under an id stays. The layout is in s3Layout.ts.
 * Needs a server with conditional writes (AWS S3 since 2024, MinIO, R2).
 */
export class S3ObjectStore extends SignedUploads implements ObjectStore {
  /** Kept photo records never change: once read, they are not asked again. */
  private readonly records = new Map<string, PhotoRecord>();
  private readonly keys: ReturnType<typeof s3Keys>;

  private constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    prefix: string,
    signer: UploadSigner,
  ) {
    super(signer);
    this.keys = s3Keys(prefix);
  }

  /**
   * Opens the store on the config's bucket, signing with `signingKey` or else the key kept in the bucket
   * (made once). A bucket that is missing or refused fails the start, naming it, rather than the first upload.
   */
  static async open(config: S3Config, signingKey?: string, client: S3Client = s3ClientFor(config)): Promise<S3ObjectStore> {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket })).catch((error: unknown) => {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      const why = status === 404 ? 'no such bucket' : status === 403 ? 'access denied' : (error as Error).message;
      throw new Error(`The photo store, ${describeS3(config)}, cannot be used: ${why}`);
    });
    const keys = s3Keys(config.prefix);
    const key = signingKey ?? (await keptKey(client, config.bucket, keys.signingKey));
    return new S3ObjectStore(client, config.bucket, config.prefix, new UploadSigner(key));
  }

  async isClaimed(uploadId: string): Promise<boolean> {
    if (!isObjectId(uploadId)) return false;
    return this.exists(this.keys.claim(uploadId));
  }

  async claimUpload(uploadId: string): Promise<boolean> {
    if (!isObjectId(uploadId)) return false;
    return writeOnce(this.client, this.bucket, this.keys.claim(uploadId), new Uint8Array());
  }

  async putPhoto(photoId: string, variants: PhotoVariants): Promise<void> {
    assertStorablePhoto(photoId, variants);
    const attempt = randomBytes(8).toString('hex');
    const names = Object.keys(variants);
    const written: string[] = [];
    try {
      for (const name of names) {
        const key = this.keys.variant(photoId, attempt, name);
        written.push(key);
        await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: variants[name], ContentType: 'application/octet-stream' }));
      }
      const record = { attempt, variants: names };
      const kept = await writeOnce(this.client, this.bucket, this.keys.record(photoId), photoRecordText(record), 'application/json');
      if (!kept) throw new Error(`Photo ${photoId} is kept already`);
      this.records.set(photoId, record);
    } catch (error) {
      await Promise.allSettled(written.map((key) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }))));
      throw error;
    }
  }

  async readPhoto(photoId: string, variant: string): Promise<Uint8Array | null> {
    if (!isObjectId(photoId) || !isVariantName(variant)) return null;
    const record = await this.recordOf(photoId);
    if (!record?.variants.includes(variant)) return null;
    return this.read(this.keys.variant(photoId, record.attempt, variant));
  }

  async hasPhoto(photoId: string): Promise<boolean> {
    if (!isObjectId(photoId)) return false;
    return (await this.recordOf(photoId)) !== null;
  }

  private async recordOf(photoId: string): Promise<PhotoRecord | null> {
    const known = this.records.get(photoId);
    if (known) return known;
    const bytes = await this.read(this.keys.record(photoId));
    const record = bytes && parsePhotoRecord(Buffer.from(bytes).toString('utf8'));
    if (record) this.records.set(photoId, record);
    return record ?? null;
  }

  private async read(key: string): Promise<Uint8Array | null> {
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return response.Body ? await response.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  private async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }
}

/** Writes an object only if there is none under its key: true for the one writer that did, false when it was there already. */
async function writeOnce(client: S3Client, bucket: string, key: string, body: Uint8Array | string, contentType?: string): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType, IfNoneMatch: '*' }));
      return true;
    } catch (error) {
      if (isAlreadyWritten(error)) return false;
      if (!isRaceToRetry(error) || attempt >= RACE_RETRIES) throw error;
      await pause(RACE_PAUSE_MS * (attempt + 1));
    }
  }
}

/** The key kept in the bucket, made by the first process that finds none; every other one reads that one. */
async function keptKey(client: S3Client, bucket: string, key: string): Promise<string> {
  const read = async () => {
    try {
      const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return (await response.Body!.transformToString('utf8')).trim();
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  };
  const kept = await read();
  if (kept) return kept;
  await writeOnce(client, bucket, key, UploadSigner.newKey(), 'text/plain');
  const agreed = await read();
  if (!agreed) throw new Error(`The object store's signing key ${key} could not be read back from bucket ${bucket}`);
  return agreed;
}
