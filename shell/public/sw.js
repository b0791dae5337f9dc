// Reality Draft's service worker (issue 28 §2, docs/notifications.md), at the root scope so every page
// of the app is its client. It shows each Web Push the server sends (events/src/push/webPush.ts:
// { type, draftId, url, title, body, tag, ... }) and, on a click, brings the app forward at the
// payload's page: an open tab of the app is focused and told to go there (the shell navigates without
// a reload), else a new window opens there. It caches nothing: the app is online-only.
/* global self */

const ICON = '/icons/icon-192.png';
const FALLBACK_TITLE = 'Reality Draft';
/** The message an open tab gets to go to a page (shell/src/features/web-push). */
const OPEN_MESSAGE = 'reality-draft:open';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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
