// Reality Draft's service worker, at the root scope so every page of the app is its client
// (docs/notifications.md, docs/offline.md).
//
// Web Push (issue 28 §2): it shows each push the server sends (events/src/push/webPush.ts:
// { type, draftId, url, title, body, tag, ... }) and, on a click, brings the app forward at the
// payload's page: an open tab of the app is focused and told to go there (the shell navigates without
// a reload), else a new window opens there.
//
// The app that stays cached (issue 29 §3): it precaches the shell's and every remote's current build
// from the gateway's list (GET /sw-precache.json: each file's URL and revision, and a version that
// changes with any of them), so a repeat visit needs the network only for data and the entry files.
// Same-origin GETs only, never /api/ (data and the push stream go to the network as if there were no
// worker):
// - a file named by its content hash (`[name].[hash].js`, or the `?<hash>` the shell's HTML adds to
//   main.js and main.css): from the cache first; the same name never holds other bytes;
// - an entry file, whose name stays from build to build (mf-registry.json, mf-manifest.json,
//   remoteEntry.js, the web app manifest): from the network first, the cache only when the network
//   cannot be reached, so a remote redeployed alone reaches the player on their next load;
// - a page (a navigation): from the network (with navigation preload, so the worker's start-up does
//   not delay it); when the network cannot be reached, the offline page says so.
// The browser fetches sw.js itself (its update check never passes through here).
/* global self, caches */

const ICON = '/icons/icon-192.png';
const FALLBACK_TITLE = 'Reality Draft';
/** The message an open tab gets to go to a page (shell/src/features/web-push). */
const OPEN_MESSAGE = 'reality-draft:open';
/** The message a page sends once loaded: look for a new precache list (shell/src/features/offline). */
const PRECACHE_MESSAGE = 'reality-draft:precache';

const PRECACHE_LIST = '/sw-precache.json';
const OFFLINE_PAGE = '/offline.html';
/** One cache per list version; the prefix names this worker's way of keeping them. */
const CACHE_PREFIX = 'reality-draft-precache-v1-';
/** Files fetched at once while precaching: the page's own requests keep most of the connection. */
const PRECACHE_CONCURRENCY = 4;

const CONTENT_HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;
const HASH_QUERY = /^\?[0-9a-f]{8,}$/;
const ENTRY_FILE = /(^\/mf-registry\.json|\/mf-manifest\.json|\/remoteEntry\.js|^\/manifest\.webmanifest)$/;

/** How a request is answered: 'hashed' (cache first), 'entry' (network first), or null (not touched). */
function kindOf(url) {
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return null;
  if (CONTENT_HASHED.test(url.pathname) && !url.search) return 'hashed';
  if (/\.(js|css)$/.test(url.pathname) && HASH_QUERY.test(url.search)) return 'hashed';
  if (ENTRY_FILE.test(url.pathname) && !url.search) return 'entry';
  return null;
}

// ---- The caches ------------------------------------------------------------------------------

/** The names of the complete precaches (their list stored last), oldest first. */
async function completeCaches() {
  const complete = [];
  for (const name of await caches.keys()) {
    if (name.startsWith(CACHE_PREFIX) && (await (await caches.open(name)).match(PRECACHE_LIST))) complete.push(name);
  }
  return complete;
}

/** The newest complete precache, or null before the first one completes. */
let current = null;
const openCurrent = () => (current ??= completeCaches().then((complete) => (complete.length ? caches.open(complete[complete.length - 1]) : null)));

/** Deletes this app's caches but `kept`: older precaches, one that never completed, another worker's making. */
async function deleteCachesBut(kept) {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith('reality-draft-') && name !== kept).map((name) => caches.delete(name)));
}

/** A fresh answer kept for later (only a complete, same-origin one: never an error page or an opaque body). */
async function keep(request, response) {
  if (!response.ok || response.type !== 'basic') return;
  const cache = await openCurrent();
  await cache?.put(request, response);
}

const cached = (request) => caches.match(request, { ignoreVary: true });

/**
 * A cached answer read whole before it is given to the page, or null: a precache that completes while a
 * page loads deletes the caches before it, and a body still streaming from a deleted cache ends short
 * (a chunk that fails to run, a page left blank). The network answers what the cache cannot.
 */
async function wholeFromCache(request) {
  const hit = await cached(request);
  if (!hit) return null;
  try {
    return new Response(await hit.blob(), { status: hit.status, statusText: hit.statusText, headers: hit.headers });
  } catch {
    return null;
  }
}

async function cacheFirst(event) {
  const hit = await wholeFromCache(event.request);
  if (hit) return hit;
  const response = await fetch(event.request);
  event.waitUntil(keep(event.request, response.clone()).catch(() => undefined));
  return response;
}

async function networkFirst(event) {
  try {
    const response = await fetch(event.request);
    event.waitUntil(keep(event.request, response.clone()).catch(() => undefined));
    return response;
  } catch (error) {
    const hit = await wholeFromCache(event.request);
    if (hit) return hit;
    throw error;
  }
}

async function page(event) {
  try {
    const preloaded = await event.preloadResponse;
    if (preloaded) return preloaded;
    return await fetch(event.request);
  } catch (error) {
    const offline = await cached(OFFLINE_PAGE);
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    if (url.origin === self.location.origin && !url.pathname.startsWith('/api/')) event.respondWith(page(event));
    return;
  }
  const kind = kindOf(url);
  if (kind === 'hashed') event.respondWith(cacheFirst(event));
  else if (kind === 'entry') event.respondWith(networkFirst(event));
});

// ---- Precaching --------------------------------------------------------------------------------

/** Runs `task` over `items`, `limit` at a time; rejects with the first failure once all have settled. */
async function eachLimited(items, limit, task) {
  let next = 0;
  let failure = null;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++];
      await task(item).catch((error) => {
        failure ??= error;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failure) throw failure;
}

/**
 * Precaches the list's files in a cache of its version: a file another cache holds at the same
 * revision is copied (no request), each other file is fetched once. The list is stored last: a cache
 * without it is incomplete, so the one before stays in use. Older caches go once this one is whole.
 */
async function precache(list) {
  const name = CACHE_PREFIX + list.version;
  const cache = await caches.open(name);
  if (await cache.match(PRECACHE_LIST)) return;
  const previous = await openCurrent();
  const previousList = previous ? await previous.match(PRECACHE_LIST).then((response) => response.json()) : { entries: [] };
  const held = new Map(previousList.entries.map((entry) => [entry.url, entry.revision]));
  // The offline page first: it is what a failed navigation needs most.
  const entries = [...list.entries].sort((a, b) => (b.url === OFFLINE_PAGE) - (a.url === OFFLINE_PAGE));
  await eachLimited(entries, PRECACHE_CONCURRENCY, async ({ url, revision }) => {
    if (await cache.match(url)) return;
    const kept = held.get(url) === revision ? await previous.match(url) : undefined;
    if (kept) return cache.put(url, kept);
    // A hashed file may come from the HTTP cache (the page has just loaded it); any other is revalidated.
    const response = await fetch(url, { cache: kindOf(new URL(url, self.location.origin)) === 'hashed' ? 'default' : 'no-cache' });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    await cache.put(url, response);
  });
  await cache.put(PRECACHE_LIST, new Response(JSON.stringify(list), { headers: { 'Content-Type': 'application/json' } }));
  current = Promise.resolve(cache);
  await deleteCachesBut(name);
}

/** Reads the gateway's list and precaches it when its version is new; never rejects (no network, no list: next time). */
let refreshing = null;
function refreshPrecache() {
  refreshing ??= (async () => {
    const response = await fetch(PRECACHE_LIST, { cache: 'no-cache' });
    if (!response.ok) return;
    await precache(await response.json());
  })()
    .catch(() => undefined)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(refreshPrecache());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      const complete = await completeCaches();
      await deleteCachesBut(complete[complete.length - 1]);
      current = null;
      await self.clients.claim();
    })(),
  );
});

// ---- Web Push ------------------------------------------------------------------------------------

/** The payload as JSON, or null: a push that does not parse still shows something (userVisibleOnly). */
function readPayload(data) {
  if (!data) return null;
  try {
    const payload = data.json();
    return payload && typeof payload === 'object' ? payload : null;
  } catch {
    return null;
  }
}

const text = (value, fallback) => (typeof value === 'string' && value.trim() ? value : fallback);

/** Only a path of this app: the payload is the server's, but a notification must never open elsewhere. */
function appPath(value) {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data) ?? {};
  const url = appPath(payload.url);
  event.waitUntil(
    self.registration.showNotification(text(payload.title, FALLBACK_TITLE), {
      body: text(payload.body, ''),
      tag: text(payload.tag, text(payload.type, 'reality-draft')),
      // A later notice of the same turn replaces the earlier one and is told again.
      renotify: typeof payload.tag === 'string' && payload.tag.length > 0,
      icon: ICON,
      badge: ICON,
      data: { url, type: text(payload.type, ''), draftId: text(payload.draftId, '') },
    }),
  );
});

async function openApp(path) {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tabs = windows.filter((client) => new URL(client.url).origin === self.location.origin);
  const tab = tabs.find((client) => client.focused) ?? tabs.find((client) => client.url === target) ?? tabs[0];
  if (!tab) return self.clients.openWindow(target);
  const focused = await tab.focus().catch(() => tab);
  if (focused.url !== target) focused.postMessage({ type: OPEN_MESSAGE, url: path });
  return focused;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openApp(appPath(event.notification.data && event.notification.data.url)));
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === PRECACHE_MESSAGE) event.waitUntil(refreshPrecache());
});
