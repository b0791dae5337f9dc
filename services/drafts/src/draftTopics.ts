import { DRAFT_STREAM_PREFIX, topics, type DraftEvent } from '@reality-draft/events';
import type { RecordedEvent } from '@reality-draft/kernel';

const PICK_CHANGES = new Set<DraftEvent['type']>(['PickMade', 'PickUndone', 'DraftReset', 'DraftDeleted']);

/** Every draft event changes its room and the drafts lists; pick changes also change the pick lists. */
export function draftTopics(recorded: RecordedEvent): string[] {
  if (!recorded.streamId.startsWith(DRAFT_STREAM_PREFIX)) return [];
  const event = recorded as unknown as DraftEvent;
  const changed = [topics.drafts, topics.draft(event.data.draftId)];
  return PICK_CHANGES.has(event.type) ? [...changed, topics.picks] : changed;
}
