import { topics } from '@reality-draft/events';
import type { TopicPublisher } from '../push/pushTopics';

/**
 * The push topic `log`: every event changes it, and only admins may follow it (the Event log
 * screen's live follow; docs/architecture.md#push). The gateway publishes it beside the services' topics.
 */
export const eventLogTopic: TopicPublisher = {
  topicsOf: () => [topics.log],
  canRead: (topic, who) => (topic === topics.log ? who.userType === 'admin' : undefined),
};
