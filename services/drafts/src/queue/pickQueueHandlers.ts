import type { PickQueue } from '@reality-draft/events';
import { RuleViolation, type RouteHandler } from '@reality-draft/kernel';
import type { DraftsDeps } from '../draftsDeps';
import { participantRoom } from '../readModels/roomAccess';
import { draftIdOf } from '../routeParams';
import { setPickQueue as savePickQueue } from '../readModels/queueProjection';

/** GET/PUT /api/drafts/{id}/queue: a participant's own pick queue, private to them. */
export function pickQueueHandlers(deps: DraftsDeps): Record<'getPickQueue' | 'setPickQueue', RouteHandler> {
  const answer = async (draftId: string, playerId: string): Promise<PickQueue> => ({ draftId, itemIds: await deps.queries.queue(draftId, playerId) });

  const getPickQueue: RouteHandler = async (req, res) => {
    const draftId = draftIdOf(req);
    await participantRoom(deps, draftId, req.principal!.id);
    res.json(await answer(draftId, req.principal!.id));
  };

  const setPickQueue: RouteHandler = async (req, res) => {
    const draftId = draftIdOf(req);
    const playerId = req.principal!.id;
    const room = await participantRoom(deps, draftId, playerId);
    const cast = await deps.queries.cast(room.showType);
    const unknown = (req.body.itemIds as string[]).find((itemId) => !cast.has(itemId));
    if (unknown) throw new RuleViolation(`${unknown} is not part of this show's cast.`);
    const { position } = await savePickQueue(deps.events, draftId, playerId, req.body.itemIds, deps.now());
    await deps.waitForReadModels(position);
    res.json(await answer(draftId, playerId));
  };
  return { getPickQueue, setPickQueue };
}
