/** The notifier's routes (docs/notifications.md): its key, and a player's devices that receive Web Push. */
import type { RouteTable } from '../routes/routeSpec';
import { pushSubscriptionRequest, pushUnsubscribeRequest } from './schemas';

/** Most devices one player keeps subscribed; a new one past it replaces their oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

export const pushRoutes = {
  vapidPublicKey: {
    answer: 'VapidPublicKey',
    method: 'get',
    path: '/push/vapid-public-key',
    access: 'public',
    summary: "The application server key (VAPID, base64url) a browser's PushManager.subscribe takes",
    beyondSpec: true,
  },
  subscribePush: {
    answer: 'PushSubscribed',
    method: 'post',
    path: '/push/subscriptions',
    access: 'player',
    summary: "Keep this device's push subscription: 201 new, 200 the same endpoint again",
    description: `The body is PushSubscription.toJSON(). At most ${MAX_PUSH_SUBSCRIPTIONS} per player: a new one past that replaces the oldest. The endpoint must be an https: URL of a browser push service (or a host named in PUSH_ENDPOINT_HOSTS), else 400.`,
    body: pushSubscriptionRequest,
    success: 201,
    beyondSpec: true,
  },
  unsubscribePush: {
    method: 'delete',
    path: '/push/subscriptions',
    access: 'player',
    summary: "Forget this device's push subscription",
    body: pushUnsubscribeRequest,
    success: 204,
    beyondSpec: true,
  },
} as const satisfies RouteTable;
