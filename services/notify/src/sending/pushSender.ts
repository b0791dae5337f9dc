import type { WebPushPayload } from '@reality-draft/events';
import { BackgroundWork, type ServiceMetrics } from '@reality-draft/kernel';
import type { Logger } from 'pino';
import { generateRequestDetails, type RequestOptions, type VapidDetails } from 'web-push';
import type { Device, SubscriptionStore } from '../subscriptions/subscriptionStore';

/** How long a push service keeps a notice for an offline device: a turn is over in a minute or so. */
const TTL_SECONDS: Record<WebPushPayload['type'], number> = {
  'draft-starts-soon': 600,
  'draft-started': 300,
  'your-turn': 60,
  'up-next': 60,
  'auto-picked': 3600,
  'auto-pick-on': 3600,
  'recap-in': 86_400,
  'claim-settled': 86_400,
  trade: 86_400,
  'next-season': 7 * 86_400,
};

/** The waits before the second and third try (docs/notifications.md#retries-and-metrics). */
export const RETRY_DELAYS_MS = [1_000, 4_000];
const REQUEST_TIMEOUT_MS = 10_000;

/** One HTTP request to a push service; the real one is fetch. */
export type PushTransport = (endpoint: string, init: { method: 'POST'; headers: Record<string, string>; body: Buffer | null }) => Promise<{ status: number }>;

const fetchTransport: PushTransport = async (endpoint, init) => {
  const answer = await fetch(endpoint, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), redirect: 'error' });
  await answer.arrayBuffer().catch(() => undefined);
  return { status: answer.status };
};

/** 404/410: the subscription has expired or was unsubscribed (RFC 8030 §7.3): never again. 429 and 5xx: try later. */
const isGone = (status: number) => status === 404 || status === 410;
const isTransient = (status: number) => status === 429 || status >= 500;

export interface PushSenderOptions {
  subscriptions: SubscriptionStore;
  vapid: () => Promise<VapidDetails>;
  logger: Logger;
  metrics?: ServiceMetrics;
  transport?: PushTransport;
  retryDelaysMs?: readonly number[];
}

/**
 * Sends notices to a player's devices off the path that produced them: `send` queues and returns at
 * once, so a slow or failing push service never delays the projection (nor the pick behind it). The
 * message is encrypted (RFC 8291, aes128gcm) and signed (VAPID, RFC 8292) by web-push.
 */
export class PushSender {
  private readonly work = new BackgroundWork();
  private readonly transport: PushTransport;
  private readonly retryDelaysMs: readonly number[];

  constructor(private readonly options: PushSenderOptions) {
    this.transport = options.transport ?? fetchTransport;
    this.retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  }

  /** Queues `payload` for each of the player's devices; `stillDue` (absent: always) is asked before each try. */
  send(playerId: string, payload: WebPushPayload, stillDue: () => boolean = () => true): void {
    this.work.run(
      () => this.deliver(playerId, payload, stillDue),
      (err: unknown) => this.options.logger.error({ err, playerId, type: payload.type }, 'web push: send failed'),
    );
  }

  /** Resolves once every queued send has finished (tests, shutdown). */
  idle(): Promise<void> {
    return this.work.idle();
  }

  stop(): Promise<void> {
    return this.work.stop();
  }

  private async deliver(playerId: string, payload: WebPushPayload, stillDue: () => boolean): Promise<void> {
    const devices = await this.options.subscriptions.devicesOf(playerId);
    if (!devices.length || !stillDue()) return;
    const vapidDetails = await this.options.vapid();
    const body = JSON.stringify(payload);
    await Promise.all(devices.map((device) => this.deliverTo(playerId, device, body, payload.type, vapidDetails, stillDue)));
  }

  private async deliverTo(
    playerId: string,
    device: Device,
    body: string,
    type: WebPushPayload['type'],
    vapidDetails: VapidDetails,
    stillDue: () => boolean,
  ): Promise<void> {
    const options: RequestOptions = { vapidDetails, TTL: TTL_SECONDS[type], urgency: 'high', contentEncoding: 'aes128gcm' };
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 0 && !stillDue()) return;
      // Encrypted afresh on each try: a new salt and key each time, as RFC 8291 asks.
      const request = generateRequestDetails({ endpoint: device.endpoint, keys: device.keys }, body, options);
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const status = await this.transport(request.endpoint, { method: 'POST', headers, body: request.body }).then(
        (answer) => answer.status,
        () => 0,
      );
      if (status >= 200 && status < 300) {
        this.options.metrics?.webPushSent.inc({ type });
        return;
      }
      if (isGone(status)) {
        if (await this.options.subscriptions.remove(playerId, device.endpoint)) this.options.metrics?.webPushSubscriptionsRemoved.inc();
        return;
      }
      const delay = this.retryDelaysMs[attempt];
      if ((status !== 0 && !isTransient(status)) || delay === undefined || this.work.stopped) {
        this.options.metrics?.webPushFailed.inc({ type });
        this.options.logger.warn({ status, type, attempts: attempt + 1 }, 'web push: gave up on a device');
        return;
      }
      this.options.metrics?.webPushRetried.inc();
      await this.work.wait(delay);
      if (this.work.stopped) return;
    }
  }
}
