// The shell's index.html as one page's answer: the remote registry inlined as a JSON data block (the
// shell's first read takes it from there, no /mf-registry.json request), the page's remote's files
// as preloads, and a remote route's first-reads script (inlineScript.ts), run as the parser meets it.
import type { Preload } from './remotePreloads';
import type { Registry } from './remotes';

export const INLINE_REGISTRY_ID = 'mf-registry';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON that cannot end its <script> element or open a comment in it (`<` is written `\u003c`). */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

// A fetch() preload needs crossorigin (anonymous: credentials for the same origin only, as fetch's
// default) to be taken by the runtime's fetch; a classic script or stylesheet is requested without it.
const link = ({ href, as }: Preload) => `<link rel="preload" as="${as}" href="${attribute(href)}"${as === 'fetch' ? ' crossorigin' : ''}>`;

/** Where the head's first script or stylesheet is: an inline script after a stylesheet waits for it to load. */
const FIRST_SCRIPT_OR_STYLESHEET = /<script\b|<link\b[^>]*\brel=["']?stylesheet\b/i;

/**
 * `indexHtml` with the registry and the preloads at the end of its <head>, and `script` (code checked
 * inlinable) before the head's first script or stylesheet, so it runs as the parser meets it (the
 * preload scanner reads on meanwhile); unchanged if it has no <head>.
 */
export function composePage(indexHtml: string, registry: Registry, preloads: readonly Preload[], script?: string): string {
  const end = indexHtml.indexOf('</head>');
  if (end < 0) return indexHtml;
  const registryBlock = `<script type="application/json" id="${INLINE_REGISTRY_ID}">${scriptSafeJson(registry)}</script>`;
  const head = `${indexHtml.slice(0, end)}${registryBlock}${preloads.map(link).join('')}`;
  const rest = indexHtml.slice(end);
  if (!script) return `${head}${rest}`;
  const first = head.search(FIRST_SCRIPT_OR_STYLESHEET);
  const at = first < 0 ? head.length : first;
  return `${head.slice(0, at)}<script>${script}</script>${head.slice(at)}${rest}`;
}
