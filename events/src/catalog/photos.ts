/**
 * Cast photos (docs/drafts.md#cast-photos, issue 10). An admin asks for an upload URL (POST /api/objects/upload →
 * { url }: signed, expiring, single use), PUTs the file's bytes there, then sets the member's photo
 * with { photoUrl } (the upload URL itself, as the spec's client sends it, or the photo's own path).
 * The server keeps only real JPEG, PNG or WebP images up to PHOTO_MAX_BYTES, re-encoded at
 * PHOTO_SIZES and served from PHOTO_PATH with long-lived caching.
 */

/** Where an upload URL points (then `{uploadId}?expires=…&signature=…`). */
export const UPLOAD_PATH = '/api/objects/uploads/';
/** Where a kept photo is served: `{PHOTO_PATH}{photoId}`, or `…?size=small` for the thumbnail. */
export const PHOTO_PATH = '/api/objects/photos/';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The most pixels a photo may have (width × height): a 5 MB file can declare a billion, and decoding takes memory per pixel. */
export const PHOTO_MAX_PIXELS = 40_000_000;
/** How long an upload URL stays valid. */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp'] as const;

/** The sizes a photo is kept at, by name; `large` is the default. */
export const PHOTO_SIZE_NAMES = ['small', 'large'] as const;
export type PhotoSize = (typeof PHOTO_SIZE_NAMES)[number];
/** Each size's longest side in pixels. */
export const PHOTO_SIZES: Readonly<Record<PhotoSize, number>> = { small: 160, large: 640 };

/** The ids the store hands out: 32 lowercase hex characters. */
export const OBJECT_ID_PATTERN = '^[0-9a-f]{32}$';

/** The address an <img> uses for a member's photo at a size; another address is returned as it is. */
export function photoSrc(photoUrl: string, size: PhotoSize = 'large'): string {
  if (!photoUrl.startsWith(PHOTO_PATH) || size === 'large') return photoUrl;
  return `${photoUrl}?size=${size}`;
}

/** The messages of the upload flow, shared by the server and its tests. */
export const PHOTO_MESSAGES = {
  notAnImage: 'The file is not a JPEG, PNG or WebP image.',
  tooLarge: 'The photo is larger than 5 MB.',
  tooManyPixels: 'The photo has more than 40 megapixels.',
  expired: 'This upload link has expired. Ask for a new one.',
  badSignature: 'This upload link is not valid.',
  used: 'This upload link has already been used.',
  notUploaded: 'No photo has been uploaded at that address. Upload the file first.',
  notOurs: 'photoUrl must be a photo uploaded to this app.',
} as const;
