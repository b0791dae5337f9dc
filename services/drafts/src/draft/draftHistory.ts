import { DRAFT_EVENT_TYPES, draftStream, publicDraftEvent, type DraftHistory } from '@reality-draft/events';
import { readStreamOf, type Principal } from '@reality-draft/kernel';
import type { DraftsDeps } from '../draftsDeps';
import { visibleRoom } from '../readModels/roomAccess';

/**
 * GET /api/drafts/{id}/history (docs/drafts.md#replay): the draft's stream, read once, as its room's viewers may see it
 * (refused as the room is: 404 unknown, 403 not a participant nor an admin). Each event keeps its
 * version, the time the log recorded it, and its public facts (publicDraftEvent).
 */
export async function draftHistory(deps: DraftsDeps, draftId: string, viewer: Principal): Promise<DraftHistory> {
  await visibleRoom(deps, draftId, viewer);
  const { events } = await readStreamOf(deps.events, draftStream(draftId), DRAFT_EVENT_TYPES);
  return { draftId, events: events.map((event) => ({ ...publicDraftEvent(event), version: event.version, at: event.recordedAt })) };
}
