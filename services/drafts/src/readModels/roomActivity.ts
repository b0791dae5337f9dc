import { MAX_ACTIVITY_LINES, type NewActivityLine } from '@reality-draft/events';
import type { RoomDocument } from './roomDocument';

// The line each event adds is worded in events (activityLineOf), where a browser's replay words it too.
export { activityLineOf } from '@reality-draft/events';

/** The room with one more line: numbered after the last, and only the latest MAX_ACTIVITY_LINES kept. */
export function withActivityLine(room: RoomDocument, line: NewActivityLine | null): RoomDocument {
  if (!line) return room;
  const activity = room.activity ?? [];
  const seq = (activity.at(-1)?.seq ?? 0) + 1;
  return { ...room, activity: [...activity, { ...line, seq }].slice(-MAX_ACTIVITY_LINES) };
}
