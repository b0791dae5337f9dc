import { CAST_STREAM_PREFIX, topics } from '@reality-draft/events';
import type { RecordedEvent, TopicAccess } from '@reality-draft/kernel';

/** Every cast event changes the catalogue's lists (the 'catalog' push topic). */
export const catalogTopics = (recorded: RecordedEvent): string[] => (recorded.streamId.startsWith(CAST_STREAM_PREFIX) ? [topics.catalog] : []);

/** The catalogue's lists are for anyone signed in, so is its topic; other topics are not ours. */
export const canReadCatalogTopic = (topic: string): TopicAccess => (topic === topics.catalog ? true : undefined);
