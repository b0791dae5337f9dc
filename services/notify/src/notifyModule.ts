import { endpointHostsFrom } from '@reality-draft/events';
import type { ServiceFactory } from '@reality-draft/kernel';
import type { VapidDetails } from 'web-push';
import { notifyRouter } from './api';
import type { Notice } from './notices/draftNotices';
import type { NotifyDeps } from './notifyDeps';
import { notifierProjection } from './readModels/notifierProjection';
import { recapNotifier } from './readModels/recapNotifier';
import { claimNotifier } from './readModels/claimNotifier';
import { StartsSoonAlarms } from './readModels/startsSoonAlarms';
import { PushSender, type PushTransport } from './sending/pushSender';
import { SubscriptionStore } from './subscriptions/subscriptionStore';
import { deletedPlayersDevices } from './readModels/deletedPlayersDevices';
import { devicesExport } from './subscriptions/devicesExport';
import { vapidDetails } from './vapid/vapidKeys';

export interface NotifySettings {
  now: () => Date;
  /** The HTTP request to a push service (default: fetch). */
  transport?: PushTransport;
  retryDelaysMs?: readonly number[];
  /** Called with each sender, so a test can wait for its queue. */
  onSender?: (sender: PushSender) => void;
}

/**
 * The notifier (docs/notifications.md): players' push subscriptions and the application server's
 * VAPID keys, in the shared documents (device data, not game facts), and a projection that follows
 * the drafts and sends Web Push through web-push, off the path of the command that caused it.
 */
export function notifyService(overrides: Partial<NotifySettings> = {}): ServiceFactory {
  return ({ docs, shared, env, logger, readModelsRole, metrics }) => {
    const now = overrides.now ?? (() => new Date());
    const subscriptions = new SubscriptionStore(shared, now);
    let vapid: Promise<VapidDetails> | undefined;
    const keys = () => {
      vapid ??= vapidDetails(env, shared, now);
      vapid.catch(() => (vapid = undefined));
      return vapid;
    };
    const sender = new PushSender({ subscriptions, vapid: keys, logger, metrics, transport: overrides.transport, retryDelaysMs: overrides.retryDelaysMs });
    overrides.onSender?.(sender);
    // Only a started notifier sends: a rebuild (npm run replay) applies the projection without starting the module.
    let sending = false;
    const send = ({ playerId, payload, stillDue }: Notice) => (sending ? sender.send(playerId, payload, stillDue) : undefined);
    const alarms = new StartsSoonAlarms(docs, shared, readModelsRole, send, () => now().getTime(), logger);
    const deps: NotifyDeps = { subscriptions, vapid: keys, endpointHosts: endpointHostsFrom(env.PUSH_ENDPOINT_HOSTS) };
    let stopRoleWatch: (() => void) | undefined;
    return {
      name: 'notify',
      projections: [
        notifierProjection({ send, scheduled: (draftId, startsAt) => alarms.arm(draftId, startsAt), now: () => now().getTime() }),
        deletedPlayersDevices(subscriptions),
        recapNotifier({ send, now: () => now().getTime() }),
        claimNotifier({ send, now: () => now().getTime() }),
      ],
      router: notifyRouter(deps),
      exportPlayer: (playerId) => devicesExport(shared, playerId),
      async start() {
        await keys();
        sending = true;
        stopRoleWatch = readModelsRole.onChange((role) => {
          if (role === 'owner') void alarms.armAll().catch((err: unknown) => logger.error({ err }, 'starts-soon alarms: arming failed'));
          else alarms.disarmAll();
        });
        await alarms.armAll();
      },
      async stop() {
        sending = false;
        stopRoleWatch?.();
        alarms.stop();
        await sender.stop();
      },
    };
  };
}
