/** Narrowing helpers for parsed YAML, where any node may be anything. */

export type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The records of a sequence (anything else: none). */
export const records = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isRecord) : []);

export const record = (value: unknown): Json => (isRecord(value) ? value : {});

export const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Every string inside a value, however deep (keys excluded). */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (isRecord(value)) return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * `${NAME}` placeholders, as compose interpolates them (also `$NAME`, `${NAME:-default}`, `${NAME:?error}`,
 * nested in a default) and as envsubst fills in templates; `$$` is a literal dollar.
 */
export function placeholders(value: string): string[] {
  const unescaped = value.replace(/\$\$/g, '');
  return [...unescaped.matchAll(/\$\{?([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]);
}

/**
 * The `${NAME}` placeholders of an nginx template (the official image fills in those of its defined
 * environment variables): braced only, comments aside, as nginx's own `$uri` and the like are unbraced.
 */
export function templateVariables(template: string): string[] {
  const code = template
    .split('\n')
    .map((line) => line.replace(/^\s*#.*$/, ''))
    .join('\n');
  return [...new Set([...code.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1]))];
}

/** A URL carrying a password written out (`scheme://user:password@`) rather than a placeholder. */
export const hasLiteralPassword = (value: string): boolean =>
  [...value.matchAll(/[a-z][a-z0-9+.-]*:\/\/[^:/@\s]+:([^@\s]+)@/gi)].some((match) => !match[1].includes('${'));

/**
 * Names that hold secrets: they must come from the environment (compose) or a Secret (Kubernetes). A
 * server's URL (DATABASE_URL, MONGODB_URL) may carry its password; PUBLIC_URL, the address every
 * browser is given, does not.
 */
export const SECRET_NAME = /PASSWORD|SECRET|TOKEN|SIGNING_KEY|(?<!^PUBLIC)_URL$/;
