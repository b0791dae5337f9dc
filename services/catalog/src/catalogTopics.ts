import { CAST_STREAM_PREFIX, topics } from '@reality-draft/events';
import type { RecordedEvent } from '@reality-draft/kernel';

/** Every cast event changes the catalogue's lists (the 'catalog' push topic). */
export const catalogTopics = (recorded: RecordedEvent): string[] => (recorded.streamId.startsWith(CAST_STREAM_PREFIX) ? [topics.catalog] : []);
