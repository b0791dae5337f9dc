import { pickQueueRequest, type PickQueue } from '@reality-draft/events';
import { requireRole, RuleViolation, validate } from '@reality-draft/kernel';
import { Router } from 'express';
import type { DraftsDeps } from '../draftsDeps';
import { participantRoom } from '../room/roomAccess';
import { draftIdOf, withDraftId } from '../routeParams';
import { setPickQueue } from './pickQueue';

/** GET/PUT /api/drafts/{id}/queue: a participant's own pick queue, private to them. */
export function pickQueueRoutes(deps: DraftsDeps): Router {
  const router = Router();
  const answer = async (draftId: string, playerId: string): Promise<PickQueue> => ({ draftId, itemIds: await deps.queries.queue(draftId, playerId) });

  router.get('/drafts/:id/queue', requireRole('player'), withDraftId, async (req, res) => {
    const draftId = draftIdOf(req);
    await participantRoom(deps, draftId, req.principal!.id);
    res.json(await answer(draftId, req.principal!.id));
  });

  router.put('/drafts/:id/queue', requireRole('player'), withDraftId, validate({ body: pickQueueRequest }), async (req, res) => {
    const draftId = draftIdOf(req);
    const playerId = req.principal!.id;
    const room = await participantRoom(deps, draftId, playerId);
    const cast = await deps.queries.cast(room.state.showType);
    const unknown = (req.body.itemIds as string[]).find((itemId) => !cast.has(itemId));
    if (unknown) throw new RuleViolation(`${unknown} is not part of this show's cast.`);
    const { position } = await setPickQueue(deps.events, draftId, playerId, req.body.itemIds, deps.now());
    await deps.waitForReadModels(position);
    res.json(await answer(draftId, playerId));
  });
  return router;
}
