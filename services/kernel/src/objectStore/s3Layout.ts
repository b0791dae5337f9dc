import { isVariantName } from './objectStore';

/**
 * Where an S3ObjectStore keeps things in its bucket, under its prefix (ids are OBJECT_ID_PATTERN,
 * checked before any key is built):
 * - `signing.key`: the HMAC key when OBJECT_SIGNING_KEY is not set, written once (If-None-Match: *);
 * - `claims/{uploadId}`: an empty object per used upload, written once (If-None-Match: *);
 * - `variants/{photoId}/{attempt}/{variant}`: a photo's bytes, under the attempt that wrote them;
 * - `photos/{photoId}`: the photo's record, `{"attempt":…,"variants":[…]}`, written once, last: a photo
 *   exists when its record does, so no reader sees half a photo and a second put never replaces the first.
 */
export const s3Keys = (prefix: string) => ({
  signingKey: `${prefix}signing.key`,
  claim: (uploadId: string) => `${prefix}claims/${uploadId}`,
  record: (photoId: string) => `${prefix}photos/${photoId}`,
  variant: (photoId: string, attempt: string, variant: string) => `${prefix}variants/${photoId}/${attempt}/${variant}`,
});

/** A kept photo's record: which attempt's objects hold its bytes, and its variant names. */
export interface PhotoRecord {
  attempt: string;
  variants: string[];
}

const ATTEMPT = /^[0-9a-f]{16}$/;

export const photoRecordText = (record: PhotoRecord): string => JSON.stringify(record);

/** The record read back; null when it is not one this store wrote (never trusted to build a key otherwise). */
export function parsePhotoRecord(text: string): PhotoRecord | null {
  try {
    const value = JSON.parse(text) as Partial<PhotoRecord>;
    const variants = value.variants;
    if (typeof value.attempt !== 'string' || !ATTEMPT.test(value.attempt)) return null;
    if (!Array.isArray(variants) || variants.length === 0 || !variants.every((name) => typeof name === 'string' && isVariantName(name))) return null;
    return { attempt: value.attempt, variants };
  } catch {
    return null;
  }
}

interface S3Failure {
  name?: string;
  Code?: string;
  $metadata?: { httpStatusCode?: number };
}

const failure = (error: unknown): S3Failure => (typeof error === 'object' && error !== null ? error : {});
const statusOf = (error: unknown) => failure(error).$metadata?.httpStatusCode;

/** No such object (GET answers NoSuchKey, HEAD a bare 404). */
export const isNotFound = (error: unknown): boolean => ['NoSuchKey', 'NotFound'].includes(failure(error).name ?? '') || statusOf(error) === 404;

/** A conditional write refused: the object exists already (412). */
export const isAlreadyWritten = (error: unknown): boolean => failure(error).name === 'PreconditionFailed' || statusOf(error) === 412;

/** A conditional write that raced another one still in flight (409): try again, and it settles to written or refused. */
export const isRaceToRetry = (error: unknown): boolean => failure(error).name === 'ConditionalRequestConflict' || statusOf(error) === 409;
