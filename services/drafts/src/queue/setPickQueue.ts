import { pickQueueStream, type PickQueueSet } from '@reality-draft/events';
import { RuleViolation, settle } from '@reality-draft/kernel';
import type { DraftsDeps } from '../draftsDeps';
import { QUEUES_PROJECTION } from '../readModels/queueProjection';
import type { RoomDocument } from '../readModels/roomDocument';

/**
 * A participant's pick queue is a stream of its own: each save replaces the list, which may name only
 * members of the draft's show's cast. Answers once the queue's read model shows the new list.
 */
export async function setPickQueue(deps: DraftsDeps, room: RoomDocument, playerId: string, itemIds: string[]): Promise<void> {
  const cast = await deps.queries.cast(room.showType);
  const unknown = itemIds.find((itemId) => !cast.has(itemId));
  if (unknown) throw new RuleViolation(`${unknown} is not part of this show's cast.`);
  const event: PickQueueSet = { type: 'PickQueueSet', data: { draftId: room.id, playerId, itemIds, setAt: deps.now().toISOString() } };
  const { position } = await deps.events.append(pickQueueStream(room.id, playerId), [event], 'any');
  await settle(deps, position, { readModels: [QUEUES_PROJECTION] });
}
