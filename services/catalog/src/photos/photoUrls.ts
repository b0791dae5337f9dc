import { PHOTO_PATH, UPLOAD_PATH } from '@reality-draft/events';
import { isObjectId, type SignedUpload } from '@reality-draft/kernel';

/**
 * PUBLIC_URL as the origin browsers reach the app at (`https://draft.example`), or null when unset.
 * Upload URLs are built on it and never on the request's Host (or X-Forwarded-Host, which the gateway
 * copies from Host): the client writes those, and a forged one would hand out a URL on its host.
 */
export function publicOriginOf(publicUrl: string | undefined): string | null {
  if (!publicUrl) return null;
  const url = URL.canParse(publicUrl) ? new URL(publicUrl) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.pathname !== '/' || url.search || url.hash)
    throw new Error(`PUBLIC_URL must be the origin browsers reach the app at, such as https://draft.example, not "${publicUrl}"`);
  return url.origin;
}

/**
 * An upload URL as a cloud store would give it, its signature in the query: absolute on the public
 * origin when PUBLIC_URL is set, else a path (the browser PUTs it to the origin it is on).
 */
export function uploadUrl(publicOrigin: string | null, { uploadId, expires, signature }: SignedUpload): string {
  return `${publicOrigin ?? ''}${UPLOAD_PATH}${uploadId}?${new URLSearchParams({ expires: String(expires), signature })}`;
}

/** What a path resolves against when no PUBLIC_URL is set: a name no real host has (RFC 2606). */
const THIS_ORIGIN = 'http://this-origin.invalid';

/**
 * The photo id a photoUrl names: an upload URL (a path, or absolute on the public origin; its query
 * is not needed) or a photo's path, ending in a well-formed id. Null for any other address.
 */
export function photoIdOf(photoUrl: string, publicOrigin: string | null): string | null {
  if (!publicOrigin && URL.canParse(photoUrl)) return null;
  const origin = publicOrigin ?? THIS_ORIGIN;
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
