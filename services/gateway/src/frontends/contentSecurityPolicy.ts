import type { CspDirectives } from '@reality-draft/kernel';
import type { Registry } from './remotes';

/** The origins of the registry's absolute manifest URLs (same-origin paths are covered by 'self'). */
export function remoteOrigins(registry: Registry): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(registry)) {
    if (!/^https?:\/\//i.test(url)) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}

/**
 * The policy of the gateway's pages: the shell, and the remotes from this origin or the ones the
 * registry names. What the built frontends need beyond 'self' (checked in Chromium by the e2e suite,
 * which fails on any violation):
 * - style-src 'unsafe-inline': style-loader injects each frontend's CSS as <style> elements at run
 *   time, and Radix Dialog's scroll lock (react-remove-scroll) adds a <style> element while open;
 * - img-src data:: the shell's favicon is an inline SVG, and Swagger UI's stylesheet draws its icons
 *   with data: SVGs;
 * - `imgSources` (CSP_IMG_SRC): where imported casts' photos live, when not on this origin.
 * Scripts get no 'unsafe-inline' or 'unsafe-eval': the one inline script (a remote route's first
 * reads) is allowed by its hash (`scriptHashes`), and Module Federation loads remoteEntry.js and chunks
 * as <script src> from the manifest's origin.
 */
export function frontendCsp(registry: Registry, imgSources: readonly string[] = [], scriptHashes: readonly string[] = []): CspDirectives {
  const remotes = remoteOrigins(registry);
  const self = ["'self'", ...remotes];
  return {
    'default-src': ["'self'"],
    'script-src': [...self, ...scriptHashes],
    'connect-src': self,
    'style-src': [...self, "'unsafe-inline'"],
    'img-src': [...self, 'data:', ...imgSources],
    'font-src': self,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

const IMG_SOURCE = /^(https?:|https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?)$/i;

/** CSP_IMG_SRC: space-separated schemes (`https:`) or origins (`https://photos.example.com`). */
export function imgSourcesFromEnv(value: string | undefined): string[] {
  const sources = (value ?? '').split(/\s+/).filter(Boolean);
  const bad = sources.find((source) => !IMG_SOURCE.test(source));
  if (bad) throw new Error(`CSP_IMG_SRC takes schemes such as https: or origins such as https://photos.example.com, not "${bad}"`);
  return sources;
}

/** The header value of a policy, as helmet writes it: `name source source;name source`. */
export function cspHeader(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => {
      if (sources.some((source) => /[;,\s]/.test(source))) throw new Error(`Content-Security-Policy: a ${name} source may not hold ; , or spaces`);
      return [name, ...sources].join(' ');
    })
    .join(';');
}
