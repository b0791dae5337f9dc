import { PHOTO_PATH, UPLOAD_PATH } from '@reality-draft/events';
import { BadRequest, isObjectId, type SignedUpload } from '@reality-draft/kernel';
import type { Request } from 'express';

/** Where the browser reached this server (`https://draft.example`): its protocol (per TRUST_PROXY) and Host. */
export function originOf(req: Request): string {
  if (!req.host) throw new BadRequest('The request has no Host header.');
  return `${req.protocol}://${req.host}`;
}

/** An upload URL as a cloud store would give it: absolute, its signature in the query. */
export function uploadUrl(origin: string, { uploadId, expires, signature }: SignedUpload): string {
  return `${origin}${UPLOAD_PATH}${uploadId}?${new URLSearchParams({ expires: String(expires), signature })}`;
}

/**
 * The photo id a photoUrl names: an upload URL (absolute on this host, or relative; its query is not
 * needed) or a photo's path, ending in a well-formed id. Null for any other address.
 */
export function photoIdOf(photoUrl: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(photoUrl, origin);
  } catch {
    return null;
  }
  if (url.host !== new URL(origin).host || !['http:', 'https:'].includes(url.protocol) || url.username || url.password) return null;
  const prefix = [UPLOAD_PATH, PHOTO_PATH].find((path) => url.pathname.startsWith(path));
  const id = prefix && url.pathname.slice(prefix.length);
  return id && isObjectId(id) ? id : null;
}
