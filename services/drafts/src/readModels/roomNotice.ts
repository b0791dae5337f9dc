import { topics, type CastItem, type DraftEvent, type DraftRoomChange } from '@reality-draft/events';
import type { RecordedEvent } from '@reality-draft/kernel';
import { isDraftEvent } from '../draft/events';
import type { DraftQueries } from './draftQueries';
import { draftDetail, pickView } from './draftViews';
import type { RoomDocument } from './roomDocument';

/**
 * The events whose change a notice carries: they move the draft, add picks and ticker lines, and
 * leave the participants as they were (but for who is on auto-pick, which the draft names). The others (joins, the start's draft order, a reset, an undo,
 * a deletion) are rare: the notice names the version only and the seats read the room again.
 */
const CARRIED = new Set<DraftEvent['type']>([
  'PickMade',
  'DraftCompleted',
  'DraftPaused',
  'DraftResumed',
  'DraftStartScheduled',
  'DraftStartCancelled',
  'DraftStartMissed',
  // The draft's autoPickPlayerIds carry it; applyRoomChange sets each participant's autoPick from them.
  'AutoPickSet',
]);

/** Consecutive versions of one stream, every one of a carried kind. */
function carried(events: RecordedEvent[]): events is Array<RecordedEvent & DraftEvent> {
  const consecutive = events.every((event, index) => index === 0 || event.version === events[index - 1].version + 1);
  return events.length > 0 && consecutive && events.every((event) => isDraftEvent(event) && CARRIED.has(event.type));
}

/**
 * What a run of one draft's events changed in its room, from the room that shows them (the read
 * model just written): undefined when the room shows another version, or the events are not all of a
 * kind a notice carries. Nothing private: the draft, the new picks as the room shows them, the ticker.
 */
export function roomChangeOf(room: RoomDocument, cast: Map<string, CastItem>, events: RecordedEvent[], now: Date): DraftRoomChange | undefined {
  if (!carried(events) || room.version !== events.at(-1)!.version) return undefined;
  const made = new Set(events.flatMap((event) => (event.type === 'PickMade' ? [event.data.pickNumber] : [])));
  return {
    from: events[0].version - 1,
    draft: draftDetail(room, now),
    picks: room.picks.filter((entry) => made.has(entry.pickNumber)).map((entry) => pickView(room, entry, cast)),
    activity: (room.activity ?? []).slice(-events.length),
  };
}

const DRAFT_TOPIC_PREFIX = topics.draft('');

/** The drafts service's part of a push notice: for a draft's room topic, the change its events made (see roomChangeOf). */
export function draftTopicChange(queries: Pick<DraftQueries, 'roomNow'>, now: () => Date) {
  return (topic: string, events: RecordedEvent[]): DraftRoomChange | undefined => {
    if (!topic.startsWith(DRAFT_TOPIC_PREFIX)) return undefined;
    const held = queries.roomNow(topic.slice(DRAFT_TOPIC_PREFIX.length));
    return held && roomChangeOf(held.room, held.cast, events, now());
  };
}
