import { BadRequest } from '../errors';

// PostgreSQL's JSONB refuses NUL characters and unpaired UTF-16 surrogates; refusing them up front
// keeps every adapter alike and turns what would be a database error into a clear 400.
// eslint-disable-next-line no-control-regex -- NUL is one of the characters this pattern exists to find
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** One value still to look at; its path is spelled out (from the parent links) only when it is reported. */
interface Visit {
  value: unknown;
  parent: Visit | null;
  /** How the parent reaches it: `.key` or `[index]` (a top-level key has no dot). */
  step: string;
  /** Set when the value sits under an object key, which must be storable too. */
  key?: string;
}

function pathOf(visit: Visit): string {
  const steps: string[] = [];
  for (let at: Visit | null = visit; at; at = at.parent) steps.push(at.step);
  const path = steps.reverse().join('');
  return path.startsWith('.') ? path.slice(1) : path;
}

/**
 * The path of the first string (or key) in `value`, in document order, that cannot be stored, or
 * null. Iterative with an explicit stack, so no depth of nesting can overflow the call stack.
 */
export function findUnstorableText(value: unknown, path = ''): string | null {
  const seen = new WeakSet<object>();
  const stack: Visit[] = [{ value, parent: null, step: path }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    if (visit.key !== undefined && UNSTORABLE.test(visit.key)) return pathOf(visit);
    const current = visit.value;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return pathOf(visit) || 'value';
      continue;
    }
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    // Children go on the stack last-first, so the first child is looked at first.
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) stack.push({ value: current[index], parent: visit, step: `[${index}]` });
    } else {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index];
        stack.push({ value: item, parent: visit, step: `.${key}`, key });
      }
    }
  }
  return null;
}

export function assertStorableText(value: unknown): void {
  const path = findUnstorableText(value);
  if (path) throw new BadRequest(`${path} contains characters that are not allowed (a NUL character or broken Unicode).`);
}
