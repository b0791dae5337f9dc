import { type catalogRoutes, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTO_MESSAGES, PHOTO_PATH, PHOTO_SIZES, UPLOAD_URL_TTL_MS } from '@reality-draft/events';
import { AppError, Conflict, encodePhoto, Forbidden, readRawBody, type RouteRequest, type SignedUpload } from '@reality-draft/kernel';
import type { Response } from 'express';
import type { CatalogDeps } from '../catalogDeps';
import { uploadUrl } from './photoUrls';

/** POST /api/objects/upload: a signed URL, valid for UPLOAD_URL_TTL_MS, that takes one photo. */
export function requestUpload(deps: CatalogDeps): { url: string } {
  return { url: uploadUrl(deps.publicOrigin, deps.objects.signUpload(deps.now(), UPLOAD_URL_TTL_MS)) };
}

/** The upload an upload URL names; a missing or malformed part fails the signature check. */
type UploadRequest = RouteRequest<(typeof catalogRoutes)['uploadPhoto']>;

function signedUploadOf(req: UploadRequest): SignedUpload {
  const { expires, signature } = req.query;
  return { uploadId: req.params.uploadId, expires: /^\d{1,16}$/.test(expires ?? '') ? Number(expires) : Number.NaN, signature: signature ?? '' };
}

/**
 * PUT to an upload URL: the signature is the only credential (403 when missing, tampered with or
 * expired); a used URL is refused (409). The bytes are read only then, up to PHOTO_MAX_BYTES (413),
 * and kept only as the WebP variants of a real JPEG, PNG or WebP image (415). A refusal keeps
 * nothing and leaves the URL usable; a kept photo uses it up.
 */
export async function receiveUpload(deps: CatalogDeps, req: UploadRequest, res: Response): Promise<{ photoUrl: string }> {
  const upload = signedUploadOf(req);
  const refusal = deps.objects.verifyUpload(upload, deps.now());
  if (refusal) throw new Forbidden(PHOTO_MESSAGES[refusal]);
  if (await deps.objects.isClaimed(upload.uploadId)) throw new Conflict(PHOTO_MESSAGES.used);
  // One PUT of a URL at a time in this process: copies sent at once are refused before any is read
  // or decoded (the claim, made once a photo is kept, settles it across processes).
  if (uploadsInProgress.has(upload.uploadId)) throw new Conflict(PHOTO_MESSAGES.used);
  uploadsInProgress.add(upload.uploadId);
  try {
    return await keepUpload(deps, upload, req, res);
  } finally {
    uploadsInProgress.delete(upload.uploadId);
  }
}

const uploadsInProgress = new Set<string>();

async function keepUpload(deps: CatalogDeps, upload: SignedUpload, req: UploadRequest, res: Response): Promise<{ photoUrl: string }> {
  const bytes = await readRawBody(req, res, PHOTO_MAX_BYTES, PHOTO_MESSAGES.tooLarge);
  const photo = await encodePhoto(bytes, { sizes: PHOTO_SIZES, maxPixels: PHOTO_MAX_PIXELS });
  if ('refused' in photo)
    throw photo.refused === 'tooManyPixels' ? new AppError(413, PHOTO_MESSAGES.tooManyPixels) : new AppError(415, PHOTO_MESSAGES.notAnImage);
  if (!(await deps.objects.claimUpload(upload.uploadId))) throw new Conflict(PHOTO_MESSAGES.used);
  await deps.objects.putPhoto(upload.uploadId, photo.variants);
  return { photoUrl: `${PHOTO_PATH}${upload.uploadId}` };
}
