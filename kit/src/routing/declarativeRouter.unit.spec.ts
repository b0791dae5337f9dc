// The frontends share 'react-router-dom' as kit/webpack/declarativeRouter.mjs (React Router's
// declarative mode only). An import of a name it does not re-export would be undefined at run time,
// so every named import from 'react-router-dom' in the shell, kit and the remotes must be listed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as reactRouter from 'react-router';

const ROOT = path.join(__dirname, '..', '..', '..');
const FRONTENDS = ['shell', 'kit', 'mf-drafts', 'mf-admin', 'mf-player', 'mf-minigames'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Named value imports from 'react-router-dom' (type-only imports need nothing at run time). */
function routerImports(source: string): string[] {
  const names: string[] = [];
  for (const [, typeOnly, list] of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
    if (typeOnly) continue;
    for (const specifier of list.split(',').map((part) => part.trim())) {
      if (specifier && !specifier.startsWith('type ')) names.push(specifier.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

const facade = readFileSync(path.join(ROOT, 'kit', 'webpack', 'declarativeRouter.mjs'), 'utf8');
const listed = new Set(
  [...facade.matchAll(/export\s*\{([^}]*)\}\s*from\s*'react-router'/g)].flatMap(([, list]) =>
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  ),
);

describe("the shared 'react-router-dom' (declarative mode)", () => {
  it('re-exports only what react-router exports', () => {
    expect(listed.size).toBeGreaterThan(20);
    for (const name of listed) expect([name, name in reactRouter]).toEqual([name, true]);
  });

  it('lists every name the frontends import from react-router-dom', () => {
    const missing = FRONTENDS.flatMap((frontend) =>
      sourceFiles(path.join(ROOT, frontend, 'src')).flatMap((file) =>
        routerImports(readFileSync(file, 'utf8'))
          .filter((name) => !listed.has(name))
          .map((name) => `${path.relative(ROOT, file)}: ${name}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('finds the imports it checks', () => {
    expect(routerImports("import { Link, type To, useNavigate as go } from 'react-router-dom';")).toEqual(['Link', 'useNavigate']);
    expect(routerImports("import type { Location } from 'react-router-dom';")).toEqual([]);
  });
});
