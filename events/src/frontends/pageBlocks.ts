// The JSON data blocks the gateway writes in a page's HTML for the shell to read
// (services/gateway/src/frontends/routePage.ts): one name each for both sides.

/** The remote registry: remote name -> manifest URL. */
export const INLINE_REGISTRY_ID = 'mf-registry';

/** The files the page's first screen needs, which its inline script preloads once the page's first reads have left. */
export const PAGE_PRELOADS_ID = 'page-preloads';

/** A file to preload, with `as` as the request that uses it will have it (a fetch: the remote's manifest). */
export interface PagePreload {
  href: string;
  as: 'fetch' | 'script' | 'style';
}
