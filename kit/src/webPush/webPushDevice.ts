// Web Push on this device (issue 28 §2, docs/notifications.md): only ever started from the player's
// choice in the account menu, never on load. Turning it on registers the service worker at the root
// scope (the shell registers the same worker after each load too, for the app's cache: docs/offline.md),
// subscribes with the server's VAPID key and gives the server the subscription; turning it off
// forgets it on both sides. A browser that cannot reach a push service (no push service at all,
// a headless one) fails the subscribe: that is an outcome, not an error, and the in-page cues go on.
import { apiRoute } from '../api/apiRoute';
import { sendRequest } from '../api/request';
import { applicationServerKey, subscriptionBody } from './applicationServerKey';

export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

export type WebPushState = 'unsupported' | 'denied' | 'on' | 'off';
export type WebPushOutcome = { ok: true } | { ok: false; reason: 'unsupported' | 'denied' | 'unavailable' | 'refused' };

export function webPushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    typeof Notification !== 'undefined'
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
  return registration ? registration.pushManager.getSubscription() : null;
}

/** Whether this device receives Web Push now (a subscription is held), or why it cannot. */
export async function readWebPushState(): Promise<WebPushState> {
  if (!webPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  try {
    return (await currentSubscription()) ? 'on' : 'off';
  } catch {
    return 'off';
  }
}

const sameKey = (held: ArrayBuffer | null, wanted: Uint8Array) =>
  held !== null && new Uint8Array(held).every((byte, index) => byte === wanted[index]) && held.byteLength === wanted.length;

async function subscribe(publicKey: string): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  await navigator.serviceWorker.ready;
  const key = applicationServerKey(publicKey);
  const held = await registration.pushManager.getSubscription();
  // A subscription made with another key (the server's keys were replaced) cannot be reused.
  if (held && sameKey(held.options.applicationServerKey, key)) return held;
  await held?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

export async function enableWebPush(): Promise<WebPushOutcome> {
  if (!webPushSupported()) return { ok: false, reason: 'unsupported' };
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission().catch((): NotificationPermission => 'default') : Notification.permission;
  if (permission !== 'granted') return { ok: false, reason: 'denied' };
  const key = await sendRequest<{ publicKey: string }>(apiRoute('notify', 'vapidPublicKey'));
  if (key.error || typeof key.data?.publicKey !== 'string') return { ok: false, reason: 'refused' };
  let subscription: PushSubscription;
  try {
    subscription = await subscribe(key.data.publicKey);
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  const body = subscriptionBody(subscription.toJSON());
  const saved = body ? await sendRequest(apiRoute('notify', 'subscribePush', { body })) : null;
  if (!saved || saved.error) {
    await subscription.unsubscribe().catch(() => false);
    return { ok: false, reason: body ? 'refused' : 'unavailable' };
  }
  return { ok: true };
}

export async function disableWebPush(): Promise<void> {
  if (!webPushSupported()) return;
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  await sendRequest(apiRoute('notify', 'unsubscribePush', { body: { endpoint: subscription.endpoint } }));
  await subscription.unsubscribe().catch(() => false);
}
