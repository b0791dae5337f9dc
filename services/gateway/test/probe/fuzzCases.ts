/** The malformed requests the fuzzer sends to every route, made from the route's table row. Test code only. */
import { takesBody, type JsonSchema, type NamedRoute } from '@reality-draft/events';

export interface FuzzCase {
  name: string;
  /** Replaces the path (bad ids); the example path otherwise. */
  path?: string;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  /** Statuses this case must get (a malformed request is never a success). */
  refused: boolean;
}

const WRONG_VALUES: unknown[] = [null, 42, 'text', true, [], {}];
const ODD_TEXT = [
  '\u0000',
  '\ud800',
  'a\udc00b',
  'x'.repeat(20_000),
  '\u202e\u200b\ufeff',
  '💥🏝️',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  "' OR 1=1 --",
];
/** What no store keeps: a NUL character or half a surrogate pair (emoji, whole pairs, are fine). */
// eslint-disable-next-line no-control-regex -- NUL is one of the characters this pattern exists to find
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const BAD_IDS = ['x'.repeat(300), '..%2F..%2Fetc%2Fpasswd', '%00', "'%20OR%201=1", '%F0%9F%92%A5', 'unknown-id-000', '__proto__', 'constructor'];

const typeMatches = (schema: JsonSchema, value: unknown): boolean => {
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).some((option) => typeMatches(option, value));
  switch (schema.type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'null':
      return value === null;
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return true;
  }
};

function nested(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

function bodyCases(route: NamedRoute, valid: Record<string, unknown>): FuzzCase[] {
  const schema = route.body ?? { properties: {} };
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  const cases: FuzzCase[] = [
    { name: 'a JSON array for a body', body: [valid], refused: true },
    { name: 'a JSON string for a body', rawBody: '"hello"', refused: true },
    { name: 'a JSON null for a body', rawBody: 'null', refused: true },
    { name: 'malformed JSON', rawBody: '{"a":', refused: true },
    { name: 'a body nested 3,000 levels deep', rawBody: nested(3000), refused: true },
    { name: 'a body over the size limit', body: { ...valid, padding: 'x'.repeat(200_000) }, refused: true },
    { name: 'an unsupported charset', rawBody: JSON.stringify(valid), contentType: 'application/json; charset=latin-9', refused: true },
    {
      name: 'prototype keys',
      rawBody: `{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},${JSON.stringify(valid).slice(1)}`,
      refused: false,
    },
  ];
  if (required.length) {
    cases.push({ name: 'the JSON as text/plain', rawBody: JSON.stringify(valid), contentType: 'text/plain', refused: true });
    cases.push({
      name: 'a form-encoded body',
      rawBody: new URLSearchParams(valid as Record<string, string>).toString(),
      contentType: 'application/x-www-form-urlencoded',
      refused: true,
    });
    cases.push({ name: 'no body', refused: true });
  }
  for (const field of required) {
    const { [field]: _dropped, ...rest } = valid;
    cases.push({ name: `${field} missing`, body: rest, refused: true });
  }
  for (const [field, property] of Object.entries(properties)) {
    for (const value of WRONG_VALUES.filter((candidate) => !typeMatches(property, candidate))) {
      cases.push({ name: `${field} = ${JSON.stringify(value)}`, body: { ...valid, [field]: value }, refused: true });
    }
    if (typeMatches(property, 'x')) {
      for (const text of ODD_TEXT) {
        const refused = UNSTORABLE.test(text) || text.length > Number(property.maxLength ?? Infinity);
        cases.push({ name: `${field} = odd text ${JSON.stringify(text.slice(0, 12))}`, body: { ...valid, [field]: text }, refused });
      }
    }
  }
  return cases;
}

function pathCases(route: NamedRoute, examplePath: string): FuzzCase[] {
  if (!route.params) return [];
  const [pathOnly, query] = examplePath.split('?');
  const segments = route.path.split('/');
  const at = segments.findIndex((segment) => segment.startsWith(':'));
  const actual = pathOnly.split('/');
  return BAD_IDS.map((bad) => {
    const changed = [...actual];
    changed[at] = bad;
    return { name: `path parameter ${bad.slice(0, 20)}`, path: changed.join('/') + (query ? `?${query}` : ''), refused: true };
  });
}

function queryCases(route: NamedRoute, examplePath: string): FuzzCase[] {
  if (!route.query) return [];
  const pathOnly = examplePath.split('?')[0];
  const [name, property] = Object.entries((route.query.properties ?? {}) as Record<string, JsonSchema>)[0];
  const required = ((route.query.required ?? []) as string[]).includes(name);
  return [
    ...(required ? [{ name: 'query missing', path: pathOnly, refused: true }] : []),
    { name: 'query repeated', path: `${pathOnly}?${name}=a&${name}=b`, refused: true },
    { name: 'query too long', path: `${pathOnly}?${name}=${'a,'.repeat(Number(property.maxLength ?? 2000))}`, refused: true },
    { name: 'query with NUL', path: `${pathOnly}?${name}=%00`, refused: true },
  ];
}

/** Every malformed variant of a valid request to this route. */
export function fuzzCases(route: NamedRoute, examplePath: string, validBody: unknown): FuzzCase[] {
  return [
    ...(takesBody(route) ? bodyCases(route, (validBody ?? {}) as Record<string, unknown>) : []),
    ...pathCases(route, examplePath),
    ...queryCases(route, examplePath),
  ];
}
