/** JSON Schemas of the catalogue's requests, and the request types derived from them. */
import type { FromSchema } from '../routes/fromSchema';
import { PERIODS } from '../scoring/pointTypes';
import { SHOW_TYPES } from './events';
import { OBJECT_ID_PATTERN, PHOTO_SIZE_NAMES } from './photos';

// Under the API's 100 kB body limit, so an oversized file gets this clear 400 rather than a 413.
export const MAX_CAST_FILE_CHARS = 90_000;
export const MAX_CAST_SIZE = 60;

/** The latest episode (or week) any show is scored in; a show's own bound is checked against PERIODS. */
const MAX_PERIOD = Math.max(...Object.values(PERIODS).map(({ max }) => max));

export const eliminateRequest = {
  type: 'object',
  required: ['eliminated'],
  properties: {
    eliminated: { type: 'boolean' },
    period: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_PERIOD,
      description: "Optional, with eliminated true: the episode (Amazing Race: week) the member went out in, 1 to the show's last.",
    },
  },
} as const;

/**
 * PUT /api/teams/{id}/eliminate and /api/contestants/{id}/eliminate. `period` is optional; restoring
 * (eliminated false) clears it.
 */
export type EliminateRequest = FromSchema<typeof eliminateRequest>;

export const showTypeParams = {
  type: 'object',
  required: ['showType'],
  properties: { showType: { type: 'string', enum: [...SHOW_TYPES] } },
} as const;

export const castImportRequest = {
  type: 'object',
  required: ['format', 'content'],
  properties: {
    format: { type: 'string', enum: ['json', 'csv'] },
    content: { type: 'string', minLength: 1, maxLength: MAX_CAST_FILE_CHARS },
    season: { type: 'integer', minimum: 1, maximum: 200 },
  },
} as const;

/** POST /api/admin/cast/{showType}/import: a real cast from a JSON or CSV file's text. */
export type CastImportRequest = FromSchema<typeof castImportRequest>;

const objectId = { type: 'string', pattern: OBJECT_ID_PATTERN, examples: ['3f9a0c5e8b7d4a1f9e2c6b0a7d5e3c1f'] } as const;

/** `:uploadId` of an upload URL. */
export const uploadParams = { type: 'object', required: ['uploadId'], properties: { uploadId: objectId } } as const;

/** An upload URL's query; a missing or malformed signature is the handler's to refuse (403), as a cloud store does. */
export const uploadQuery = {
  type: 'object',
  properties: {
    expires: { type: 'string', maxLength: 20, description: 'When the URL stops working, in milliseconds since 1970.' },
    signature: { type: 'string', maxLength: 100, description: "The server's HMAC over the upload id and expires." },
  },
} as const;

/** `:photoId` of a kept photo. */
export const photoParams = { type: 'object', required: ['photoId'], properties: { photoId: objectId } } as const;

export const photoQuery = {
  type: 'object',
  properties: { size: { type: 'string', enum: PHOTO_SIZE_NAMES, description: 'large (the default) or small.' } },
} as const;

export const MAX_PHOTO_URL_CHARS = 2048;

export const setPhotoRequest = {
  type: 'object',
  required: ['photoUrl'],
  properties: {
    photoUrl: {
      anyOf: [{ type: 'string', minLength: 1, maxLength: MAX_PHOTO_URL_CHARS }, { type: 'null' }],
      description: "The upload URL the photo was PUT to (absolute or relative, with or without its query), or the photo's own path; null removes the photo.",
    },
  },
} as const;

/** PUT /api/survivor-contestants/{id}/photo (and /api/contestants, /api/teams): set or remove a member's photo. */
export type SetPhotoRequest = FromSchema<typeof setPhotoRequest>;
