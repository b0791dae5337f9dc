import { idParams, pickQueueRequest, type PickQueue } from '@reality-draft/events';
import { Forbidden, requireRole, RuleViolation, validate } from '@reality-draft/kernel';
import { Router } from 'express';
import { NOT_A_PARTICIPANT } from '../draft/messages';
import type { DraftsDeps } from '../draftsDeps';
import { visibleRoom } from '../room/roomAccess';
import { setPickQueue } from './pickQueue';

/** GET/PUT /api/drafts/{id}/queue: a participant's own pick queue, private to them. */
export function pickQueueRoutes(deps: DraftsDeps): Router {
  const router = Router();
  const participantRoom = async (draftId: string, playerId: string) => {
    const room = await visibleRoom(deps, draftId, { id: playerId, userType: 'player' });
    if (!room.participantIds.includes(playerId)) throw new Forbidden(NOT_A_PARTICIPANT);
    return room;
  };
  const answer = async (draftId: string, playerId: string): Promise<PickQueue> => ({ draftId, itemIds: await deps.queries.queue(draftId, playerId) });

  router.get('/drafts/:id/queue', requireRole('player'), validate({ params: idParams }), async (req, res) => {
    const draftId = String(req.params.id);
    await participantRoom(draftId, req.principal!.id);
    res.json(await answer(draftId, req.principal!.id));
  });

  router.put('/drafts/:id/queue', requireRole('player'), validate({ params: idParams, body: pickQueueRequest }), async (req, res) => {
    const draftId = String(req.params.id);
    const playerId = req.principal!.id;
    const room = await participantRoom(draftId, playerId);
    const cast = await deps.queries.cast(room.state.showType);
    const unknown = (req.body.itemIds as string[]).find((itemId) => !cast.has(itemId));
    if (unknown) throw new RuleViolation(`${unknown} is not part of this show's cast.`);
    const { position } = await setPickQueue(deps.events, draftId, playerId, req.body.itemIds, deps.now());
    await deps.waitForReadModels(position);
    res.json(await answer(draftId, playerId));
  });
  return router;
}
