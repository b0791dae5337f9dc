// A room the viewer can no longer open: the draft was deleted (404) or is not theirs (403). RTK
// Query keeps the last data after a failed read, so the room checks the error, not the data.
import { errorStatus } from '@reality-draft/kit';

const GONE_STATUSES: ReadonlySet<unknown> = new Set([403, 404]);

export function isRoomGone(error: unknown): boolean {
  return GONE_STATUSES.has(errorStatus(error));
}
