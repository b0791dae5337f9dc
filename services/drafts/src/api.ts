import { createDraftRequest, joinDraftRequest, pickRequest } from '@reality-draft/events';
import { draftIdOf, withDraftId, withDraftIdAndNoBody } from './routeParams';
import { Forbidden, requireRole, validate } from '@reality-draft/kernel';
import { Router, type Request } from 'express';
import { commissionerCommand, createDraft, deleteDraft, joinDraft, joinDraftByCode, startDraft } from './draft/draftLifecycle';
import { ADMINS_CANNOT_JOIN } from './draft/messages';
import { makePick } from './draft/picks';
import type { DraftsDeps } from './draftsDeps';
import { pickQueueRoutes } from './queue/pickQueueRoutes';
import { pickListRoutes } from './room/pickListRoutes';
import { draftSummary } from './room/draftViews';
import { availableItems, roomView, visibleRoom } from './room/roomAccess';

const who = (req: Request) => req.principal!;

/** Admins are refused with the spec's "Access Denied" wording; anyone signed out gets 401. */
const playersOnlyJoin = [
  requireRole(),
  (req: Request, _res: unknown, next: () => void) => {
    if (req.principal!.userType === 'admin') throw new Forbidden(ADMINS_CANNOT_JOIN);
    next();
  },
];

/** The drafts service's routes, mounted under /api. */
export function draftsRouter(deps: DraftsDeps): Router {
  const router = Router();
  const summaries = async (rooms: Promise<Parameters<typeof draftSummary>[0][]>) => (await rooms).map(draftSummary);

  router.post('/drafts', requireRole('admin'), validate({ body: createDraftRequest }), async (req, res) => {
    res.status(201).json(await createDraft(deps, who(req).id, req.body));
  });
  router.get('/admin/drafts', requireRole('admin'), async (req, res) => {
    res.json(await summaries(deps.queries.roomsOwnedBy(who(req).id)));
  });
  router.delete('/admin/drafts/:id', requireRole('admin'), withDraftId, async (req, res) => {
    await deleteDraft(deps, draftIdOf(req), who(req).id);
    res.json({ message: 'Draft deleted.' });
  });
  router.get('/drafts/public', requireRole(), async (_req, res) => {
    res.json(await summaries(deps.queries.publicRooms()));
  });
  router.get('/user/drafts', requireRole(), async (req, res) => {
    const { id: userId, userType } = who(req);
    res.json(await summaries(userType === 'admin' ? deps.queries.roomsOwnedBy(userId) : deps.queries.roomsJoinedBy(userId)));
  });

  router.post('/drafts/join', ...playersOnlyJoin, validate({ body: joinDraftRequest }), async (req, res) => {
    res.json(await joinDraftByCode(deps, req.body.joinCode, who(req).id));
  });
  router.post('/drafts/:id/join', ...playersOnlyJoin, withDraftIdAndNoBody, async (req, res) => {
    res.json(await joinDraft(deps, draftIdOf(req), who(req).id));
  });

  router.get('/drafts/:id', requireRole(), withDraftId, async (req, res) => {
    res.json(await roomView(deps, await visibleRoom(deps, draftIdOf(req), who(req))));
  });
  router.get('/drafts/:id/available-teams', requireRole(), withDraftId, async (req, res) => {
    res.json(await availableItems(deps, await visibleRoom(deps, draftIdOf(req), who(req))));
  });

  router.post('/drafts/:id/start', requireRole('admin'), withDraftIdAndNoBody, async (req, res) => {
    res.json(await startDraft(deps, draftIdOf(req), who(req).id));
  });
  const controls = { reset: 'ResetDraft', pause: 'PauseDraft', resume: 'ResumeDraft', undo: 'UndoLastPick' } as const;
  for (const [path, type] of Object.entries(controls)) {
    router.post(`/drafts/:id/${path}`, requireRole('admin'), withDraftIdAndNoBody, async (req, res) => {
      res.json(await commissionerCommand(deps, type, draftIdOf(req), who(req).id));
    });
  }

  router.post('/drafts/:id/pick', requireRole('player'), withDraftId, validate({ body: pickRequest }), async (req, res) => {
    res.json(await makePick(deps, draftIdOf(req), who(req).id, req.body));
  });

  router.use(pickQueueRoutes(deps));
  router.use(pickListRoutes(deps));
  return router;
}
