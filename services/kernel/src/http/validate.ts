import Ajv, { type ErrorObject, type Schema } from 'ajv';
import addFormats from 'ajv-formats';
import type { RequestHandler } from 'express';
import { BadRequest } from '../errors';
import { assertStorableText } from '../eventStore/storableText';

// Unknown fields are dropped rather than refused: a client may send extras, and none can slip through.
const ajv = new Ajv({ allErrors: true, coerceTypes: false, useDefaults: true, removeAdditional: 'all' });
addFormats(ajv, ['email', 'date', 'date-time', 'uuid', 'uri']);

export interface RequestSchemas {
  body?: Schema;
  params?: Schema;
  query?: Schema;
}

type Part = keyof RequestSchemas;

/** Refuses a request whose body, path parameters or query do not match the JSON Schemas: 400. */
export function validate(schemas: RequestSchemas): RequestHandler {
  const checks = (Object.keys(schemas) as Part[]).map((part) => ({ part, check: ajv.compile(schemas[part]!) }));
  return (req, _res, next) => {
    for (const { part, check } of checks) {
      const value = part === 'body' ? (req.body ?? {}) : { ...req[part] };
      assertStorableText(value);
      if (!check(value)) {
        const errors = check.errors ?? [];
        throw new BadRequest(
          describe(errors[0], part),
          errors.map(({ instancePath, message, params }) => ({ instancePath, message, params })),
        );
      }
      if (part === 'body') req.body = value;
      // Express's query is a getter over the URL: the handler gets the checked copy (defaults filled in, extras dropped).
      if (part === 'query') Object.defineProperty(req, 'query', { value, enumerable: true, configurable: true, writable: true });
    }
    next();
  };
}

/** One human sentence for the first problem, for the client's toast. */
export function describe(error: ErrorObject | undefined, part: Part = 'body'): string {
  if (!error) return 'The request is not valid.';
  const field = error.instancePath.replace(/^\//, '').replace(/\//g, '.') || part;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${String(params.missingProperty)} is required.`;
    case 'additionalProperties':
      return `${String(params.additionalProperty)} is not a field this request accepts.`;
    case 'format':
      return `${field} must be a valid ${String(params.format).replace('-', ' ')}.`;
    case 'minLength':
      return Number(params.limit) === 1 ? `${field} must not be empty.` : `${field} must be at least ${String(params.limit)} characters.`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters.`;
    case 'type':
      return part === 'body' && field === 'body' ? 'The request body must be a JSON object.' : `${field} must be ${article(String(params.type))}.`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'minimum':
    case 'maximum':
      return `${field} must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(params.limit)}.`;
    case 'pattern':
      return `${field} is not in the expected form.`;
    default:
      return `${field} ${error.message ?? 'is not valid'}.`;
  }
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
