import { topics, type gatewayRoutes } from '@reality-draft/events';
import { Forbidden, type RouteHandler } from '@reality-draft/kernel';
import type { PushHub } from './pushHub';

const NO_ACCESS = "You don't have access to this draft.";

/**
 * GET /api/drafts/:id/presence: who has the room open, for those who may see the room. The room's
 * push topic is readable by exactly those (its participants and admins; the drafts service says), so
 * the same check answers both, and a draft that does not exist is refused alike.
 */
export function presenceHandler(hub: PushHub): RouteHandler<(typeof gatewayRoutes)['draftPresence']> {
  return async (req, res) => {
    const draftId = req.params.id;
    const topic = topics.draft(draftId);
    if ((await hub.unreadableTopic([topic], req.principal!)) !== null) throw new Forbidden(NO_ACCESS);
    res.json({ draftId, present: hub.presentOn(topic).sort() });
  };
}
