/** JSON Schemas of the notifier's requests (docs/notifications.md#subscriptions). */
import type { FromSchema, Validated } from '../routes/fromSchema';

/** base64url, as PushSubscription.toJSON() gives a key. */
const base64url = (maxLength: number) => ({ type: 'string', minLength: 16, maxLength, pattern: '^[A-Za-z0-9_-]+={0,2}$' }) as const;

const endpoint = { type: 'string', minLength: 1, maxLength: 2048, examples: ['https://fcm.googleapis.com/fcm/send/dx1...'] } as const;

/** POST /api/push/subscriptions: the browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionRequest = {
  type: 'object',
  required: ['endpoint', 'keys'],
  additionalProperties: false,
  properties: {
    endpoint,
    expirationTime: { type: ['number', 'null'] },
    keys: {
      type: 'object',
      required: ['p256dh', 'auth'],
      additionalProperties: false,
      properties: { p256dh: base64url(128), auth: base64url(64) },
    },
  },
} as const;
export type PushSubscriptionRequest = FromSchema<typeof pushSubscriptionRequest>;
export type PushSubscriptionInput = Validated<typeof pushSubscriptionRequest>;

/** DELETE /api/push/subscriptions. */
export const pushUnsubscribeRequest = {
  type: 'object',
  required: ['endpoint'],
  additionalProperties: false,
  properties: { endpoint },
} as const;
export type PushUnsubscribeRequest = FromSchema<typeof pushUnsubscribeRequest>;
