// The shell's index.html as one page's answer: the remote registry inlined as a JSON data block (the
// shell's first read takes it from there, no /mf-registry.json request) and the page's remote's files
// as preloads.
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

/** `indexHtml` with the registry and the preloads at the end of its <head>; unchanged if it has none. */
export function composePage(indexHtml: string, registry: Registry, preloads: readonly Preload[]): string {
  const at = indexHtml.indexOf('</head>');
  if (at < 0) return indexHtml;
  const registryBlock = `<script type="application/json" id="${INLINE_REGISTRY_ID}">${scriptSafeJson(registry)}</script>`;
  return `${indexHtml.slice(0, at)}${registryBlock}${preloads.map(link).join('')}${indexHtml.slice(at)}`;
}
