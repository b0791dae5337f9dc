import { CAST_EVENT_TYPES, topics } from '@reality-draft/events';
import { isEventOf, type RecordedEvent, type TopicAccess } from '@reality-draft/kernel';

const isCastEvent = isEventOf(CAST_EVENT_TYPES);

/** Every cast event changes the catalogue's lists (the 'catalog' push topic). */
export const catalogTopics = (event: RecordedEvent): string[] => (isCastEvent(event) ? [topics.catalog] : []);

/** The catalogue's lists are for anyone signed in, so is its topic; other topics are not ours. */
export const canReadCatalogTopic = (topic: string): TopicAccess => (topic === topics.catalog ? true : undefined);
