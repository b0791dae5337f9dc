import { expect, type Page } from '@playwright/test';

/** The service worker's precaches (shell/public/sw.js: CACHE_PREFIX, and the list it stores last). */
const PRECACHE_PREFIX = 'reality-draft-precache-';
const PRECACHE_LIST = '/sw-precache.json';

/**
 * Waits until the service worker controls `page` and has a complete precache; the URLs it holds.
 * The worker is registered once the page has loaded and its network is quiet, then installs (precaching)
 * and takes the page.
 */
export async function precached(page: Page): Promise<string[]> {
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
  let urls: string[] | null = null;
  await expect
    .poll(
      async () => {
        urls = await page.evaluate(
          async ({ prefix, listUrl }) => {
            for (const name of await caches.keys()) {
              if (!name.startsWith(prefix)) continue;
              const list = await (await caches.open(name)).match(listUrl);
              if (list) return ((await list.json()) as { entries: Array<{ url: string }> }).entries.map((entry) => entry.url);
            }
            return null;
          },
          { prefix: PRECACHE_PREFIX, listUrl: PRECACHE_LIST },
        );
        return urls;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  return urls!;
}

/** Removes every cached answer under `pathPrefix` (`/mf/admin/`) from the worker's caches: as if this browser never held them. */
export async function forgetCached(page: Page, pathPrefix: string): Promise<void> {
  await page.evaluate(async (prefix) => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) if (new URL(request.url).pathname.startsWith(prefix)) await cache.delete(request);
    }
  }, pathPrefix);
}

/** A content-hashed file: `[name].[hash].js`, or the `?<hash>` the shell's HTML adds to main.js and main.css. */
export const isContentHashed = (url: string) => /\.[0-9a-f]{8,}\.(js|css)$|\.(js|css)\?[0-9a-f]{8,}$/.test(new URL(url).pathname + new URL(url).search);
