import type { EndpointHosts } from '@reality-draft/events';
import type { VapidDetails } from 'web-push';
import type { SubscriptionStore } from './subscriptions/subscriptionStore';

/** What the notifier's routes work with. */
export interface NotifyDeps {
  subscriptions: SubscriptionStore;
  /** The application server's keys: read (or made) once, on first use. */
  vapid(): Promise<VapidDetails>;
  endpointHosts: EndpointHosts;
}
