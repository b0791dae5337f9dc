import { BadRequest } from '../errors';

// PostgreSQL's JSONB refuses NUL characters and unpaired UTF-16 surrogates; refusing them up front
// keeps every adapter alike and turns what would be a database error into a clear 400.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first string (or key) in `value` that cannot be stored, or null. */
export function findUnstorableText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path || 'value' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const here = path ? `${path}.${key}` : key;
      if (UNSTORABLE.test(key)) return here;
      const found = findUnstorableText(item, here);
      if (found) return found;
    }
  }
  return null;
}

export function assertStorableText(value: unknown): void {
  const path = findUnstorableText(value);
  if (path) throw new BadRequest(`${path} contains characters that are not allowed (a NUL character or broken Unicode).`);
}
