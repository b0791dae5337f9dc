import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * How the code reads a variable: `env.NAME` (also `process.env.NAME`), `env['NAME']`, a helper given
 * `(env, 'NAME')`, and `const { NAME, OTHER: alias } = env`.
 */
const READS = [/\benv\.([A-Z][A-Z0-9_]*)\b/g, /\benv\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g, /\benv\s*,\s*['"`]([A-Z][A-Z0-9_]*)['"`]/g];
const DESTRUCTURED = /\{([^{}]*)\}\s*=\s*(?:process\.)?env\b/g;

export function envVarsReadIn(source: string): Set<string> {
  const names = new Set<string>();
  for (const pattern of READS) for (const match of source.matchAll(pattern)) names.add(match[1]);
  for (const match of source.matchAll(DESTRUCTURED)) {
    for (const part of match[1].split(',')) {
      const name = part.split(':')[0].trim();
      if (/^[A-Z][A-Z0-9_]*$/.test(name)) names.add(name);
    }
  }
  return names;
}

/** Not the running app: tests, contract suites and test helpers (a package's test/ folder is never read). */
const NOT_APP_CODE = /(\.spec\.tsx?|\.contract\.ts|\.d\.ts)$|[\\/]testing[\\/]/;

/**
 * What a package's tsconfig.build.json leaves out of dist/ (`src/**\/*.spec.ts`): test code that reads
 * variables the built app never sees.
 */
function buildExcludes(packageDir: string): ((relative: string) => boolean)[] {
  const file = path.join(packageDir, 'tsconfig.build.json');
  const exclude: unknown = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { exclude?: unknown }).exclude : [];
  return (Array.isArray(exclude) ? exclude.map(String) : []).map((pattern) => {
    if (!pattern.includes('*')) return (relative) => relative === pattern || relative.startsWith(`${pattern}/`);
    const source = pattern
      .split('**/')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
      .join('(?:.*/)?');
    const glob = new RegExp(`^${source}$`);
    return (relative) => glob.test(relative);
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !NOT_APP_CODE.test(full) ? [full] : [];
  });
}

/** Variables the runtime reads in every process, beside the app's code: Node's own options. */
export const RUNTIME_VARIABLES = ['NODE_OPTIONS'] as const;

/** Every variable the built code of services/<each>/src reads, with the files (relative to root) that read it. */
export function envVarsReadByServices(root: string): Map<string, string[]> {
  const servicesDir = path.join(root, 'services');
  const found = new Map<string, string[]>();
  for (const service of readdirSync(servicesDir, { withFileTypes: true })) {
    const src = path.join(servicesDir, service.name, 'src');
    if (!service.isDirectory() || !existsSync(src) || !statSync(src).isDirectory()) continue;
    const excluded = buildExcludes(path.join(servicesDir, service.name));
    for (const file of sourceFiles(src)) {
      const relative = path.relative(path.join(servicesDir, service.name), file).split(path.sep).join('/');
      if (excluded.some((isExcluded) => isExcluded(relative))) continue;
      for (const name of envVarsReadIn(readFileSync(file, 'utf8'))) found.set(name, [...(found.get(name) ?? []), path.relative(root, file)]);
    }
  }
  return found;
}
