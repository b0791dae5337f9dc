/**
 * How deep a request body may nest objects and arrays. Parsing, validating and storing a body all
 * walk it, and a walk that recurses once per level overflows the stack on a body a few thousand
 * levels deep (a few kilobytes of brackets). No request of ours needs more than a handful.
 */
export const MAX_JSON_DEPTH = 32;

export const BODY_TOO_DEEP = 'entity.too.deep';

/** Thrown from the JSON parser's `verify` hook; the error handler answers it with 400. */
export class BodyTooDeep extends Error {
  readonly type = BODY_TOO_DEEP;
  readonly status = 400;
  constructor(readonly limit: number) {
    super(`The request body is nested too deeply: at most ${limit} levels of objects and arrays.`);
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether the JSON text nests objects and arrays deeper than `limit`, read in one iterative pass
 * over the raw bytes (or UTF-16 code units) before anything parses it. String contents, escaped
 * quotes included, are skipped. It does not check that the text is valid JSON: the parser does.
 * In UTF-8 every byte of a multi-byte character is >= 0x80, so only real brackets and quotes count.
 */
export function jsonNestingExceeds(text: Uint8Array | string, limit: number = MAX_JSON_DEPTH): boolean {
  const at: (index: number) => number = typeof text === 'string' ? (index) => text.charCodeAt(index) : (index) => text[index];
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = at(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSERS.has(code)) {
      depth -= 1;
    }
  }
  return false;
}

/** The `verify` hook of `express.json`: refuses a body nested deeper than `limit` before it is parsed. */
export function refuseDeepJson(limit: number = MAX_JSON_DEPTH) {
  return (_req: unknown, _res: unknown, body: Buffer, encoding: string): void => {
    const charset = (encoding || 'utf-8').toLowerCase();
    const text = charset === 'utf-8' || charset === 'utf8' ? body : decode(body, charset);
    if (jsonNestingExceeds(text, limit)) throw new BodyTooDeep(limit);
  };
}

/** A body in another Unicode encoding (UTF-16) is read as text; one Node cannot decode is refused (415). */
function decode(body: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    throw Object.assign(new Error(`Unsupported charset ${charset}.`), { status: 415, type: 'charset.unsupported' });
  }
}
