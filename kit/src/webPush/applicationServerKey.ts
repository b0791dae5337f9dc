// The VAPID public key (RFC 8292) as the server gives it, base64url, turned into the bytes
// PushManager.subscribe takes as its applicationServerKey.
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The body POST /api/push/subscriptions takes, from the browser's PushSubscription.toJSON(); null when it lacks a key. */
export function subscriptionBody(
  json: PushSubscriptionJSON,
): { endpoint: string; keys: { p256dh: string; auth: string }; expirationTime: number | null } | null {
  const { endpoint, keys, expirationTime } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) return null;
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, expirationTime: expirationTime ?? null };
}
