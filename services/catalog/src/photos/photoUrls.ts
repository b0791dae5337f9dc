import { PHOTO_PATH, UPLOAD_PATH } from '@reality-draft/events';
import { isObjectId, type SignedUpload } from '@reality-draft/kernel';

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
