// The shell's index.html as one page's answer: the remote registry inlined as a JSON data block (the
// shell's first read takes it from there, no /mf-registry.json request), the page's remote's files
// as preloads, and a remote route's first-reads script (inlineScript.ts), run as the parser meets it.
//
// A page with a first-reads script names its preloads (the shell's and the remote's) in a data block
// for that script to request once the reads have left, instead of as <link> tags: the browser's
// preload scanner requests every <link rel="preload"> the moment the HTML arrives, so the reads
// queued behind twenty-odd scripts for the six connections HTTP/1.1 allows, and were answered only
// when the code had crossed the link (2.7 s into a cold room on the phone profile, sent at 0.9 s).
import { INLINE_REGISTRY_ID, PAGE_PRELOADS_ID } from '@reality-draft/events';
import type { Preload } from './remotePreloads';
import type { Registry } from './remotes';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');

/** JSON that cannot end its <script> element or open a comment in it (`<` is written `\u003c`). */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const dataBlock = (id: string, value: unknown) => `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;

// A fetch() preload needs crossorigin (anonymous: credentials for the same origin only, as fetch's
// default) to be taken by the runtime's fetch; a classic script or stylesheet is requested without it.
const link = ({ href, as }: Preload) => `<link rel="preload" as="${as}" href="${attribute(href)}"${as === 'fetch' ? ' crossorigin' : ''}>`;

/** Where the head's first script or stylesheet is: an inline script after a stylesheet waits for it to load. */
const FIRST_SCRIPT_OR_STYLESHEET = /<script\b|<link\b[^>]*\brel=["']?stylesheet\b/i;
const PRELOAD_LINK = /<link\b[^>]*\brel=["']?preload\b[^>]*>/gi;
const PRELOAD_AS = new Set<Preload['as']>(['fetch', 'script', 'style']);

/** The head's own <link rel="preload"> tags (the shell's first chunks) as preloads, and the head without them. */
function takePreloadLinks(head: string): { head: string; preloads: Preload[] } {
  const preloads: Preload[] = [];
  const rest = head.replace(PRELOAD_LINK, (tag) => {
    const as = /\bas=["']?([a-z]+)/i.exec(tag)?.[1] as Preload['as'] | undefined;
    const href = /\bhref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const url = href && unescapeAttribute(href[1] ?? href[2] ?? href[3]);
    if (!as || !PRELOAD_AS.has(as) || !url) return tag;
    preloads.push({ href: url, as });
    return '';
  });
  return { head: rest, preloads };
}

/**
 * `indexHtml` with the registry at the end of its <head>. Without `script`, the preloads follow it as
 * <link> tags. With `script` (code checked inlinable), the script goes before the head's first script
 * or stylesheet, so it runs as the parser meets it, and the head's preloads and `preloads` go in a
 * data block just before it, for it to request. Unchanged if it has no <head>.
 */
export function composePage(indexHtml: string, registry: Registry, preloads: readonly Preload[], script?: string): string {
  const end = indexHtml.indexOf('</head>');
  if (end < 0) return indexHtml;
  const rest = indexHtml.slice(end);
  const registryBlock = dataBlock(INLINE_REGISTRY_ID, registry);
  if (!script) return `${indexHtml.slice(0, end)}${registryBlock}${preloads.map(link).join('')}${rest}`;
  const own = takePreloadLinks(indexHtml.slice(0, end));
  const head = `${own.head}${registryBlock}`;
  const first = head.search(FIRST_SCRIPT_OR_STYLESHEET);
  const at = first < 0 ? head.length : first;
  const preloadsBlock = dataBlock(PAGE_PRELOADS_ID, [...own.preloads, ...preloads]);
  return `${head.slice(0, at)}${preloadsBlock}<script>${script}</script>${head.slice(at)}${rest}`;
}
