/** JSON Schemas of the catalogue's requests, and the request types derived from them. */
import type { FromSchema } from '../routes/fromSchema';
import { SHOW_TYPES } from './events';

// Under the API's 100 kB body limit, so an oversized file gets this clear 400 rather than a 413.
export const MAX_CAST_FILE_CHARS = 90_000;
export const MAX_CAST_SIZE = 60;

export const eliminateRequest = {
  type: 'object',
  required: ['eliminated'],
  properties: { eliminated: { type: 'boolean' } },
} as const;

/** PUT /api/teams/{id}/eliminate and /api/contestants/{id}/eliminate. */
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
