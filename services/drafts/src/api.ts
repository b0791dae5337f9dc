import { draftsRoutes, INVITE_LOOKUPS_PER_MINUTE, TOO_MANY_INVITE_LOOKUPS, type DraftRoom, type DraftSummary, type PickQueue } from '@reality-draft/events';
import { routerFromTable, sendJsonText } from '@reality-draft/kernel';
import type { Request, Response, Router } from 'express';
import { setAutoPick } from './draft/autoPickSetting';
import { nextSeason } from './draft/nextSeason';
import { commissionerCommand, createDraft, deleteDraft, joinDraft, joinDraftByCode, setStartTime, startCountdown, startDraft } from './draft/lifecycle';
import { draftHistory } from './draft/draftHistory';
import type { DraftsDeps } from './draftsDeps';
import { commissionerPick, makePick } from './draft/picks';
import { inviteView } from './invite/inviteView';
import { PerKeyLimiter } from './invite/perKeyLimiter';
import { draftSummary } from './readModels/draftViews';
import { publicTeamPicks, userPicks } from './readModels/pickLists';
import { availableItems, participantRoom, roomBody, visibleRoom } from './readModels/roomAccess';
import { setPickQueue } from './queue/setPickQueue';
import { chatPage, memberRoom, postMessage, removeMessage, setReaction } from './chat/leagueChat';

const who = (req: Request) => req.principal!;
/** The draft id of a `/drafts/:id/...` route, once the route table's schema has checked it. */
const draftIdOf = (req: Request) => String(req.params.id);

/** The drafts service's routes, mounted under /api, built from its route table. */
export function draftsRouter(deps: DraftsDeps): Router {
  const summaries = async (rooms: Promise<Parameters<typeof draftSummary>[0][]>): Promise<DraftSummary[]> => (await rooms).map(draftSummary);
  const control = (type: 'ResetDraft' | 'PauseDraft' | 'ResumeDraft' | 'CancelScheduledStart') => async (req: Request, res: Response<DraftRoom>) => {
    res.json(await commissionerCommand(deps, { type }, draftIdOf(req), who(req)));
  };
  /** A participant's own pick queue, private to them. */
  const pickQueueOf = async (draftId: string, playerId: string): Promise<PickQueue> => ({ draftId, itemIds: await deps.queries.queue(draftId, playerId) });
  // A join code is a secret: one address may look up only a few a minute (docs/drafts.md#invite).
  const inviteLookups = new PerKeyLimiter({ max: INVITE_LOOKUPS_PER_MINUTE, windowMs: 60_000 }, TOO_MANY_INVITE_LOOKUPS, () => deps.now().getTime());

  return routerFromTable(draftsRoutes, {
    nextSeason: async (req, res) => {
      res.status(201).json(await nextSeason(deps, String(req.params.id), who(req), req.body));
    },
    createDraft: async (req, res) => {
      res.status(201).json(await createDraft(deps, who(req).id, req.body));
    },
    listAdminDrafts: async (req, res) => {
      res.json(await summaries(deps.queries.roomsOwnedBy(who(req).id)));
    },
    scheduleDraft: async (req, res) => {
      res.json(await setStartTime(deps, draftIdOf(req), who(req).id, req.body.startsAt));
    },
    commissionerPick: async (req, res) => {
      res.json(await commissionerPick(deps, draftIdOf(req), who(req), req.body.itemId));
    },
    setAutoPick: async (req, res) => {
      res.json(await setAutoPick(deps, draftIdOf(req), who(req).id, req.body.on));
    },
    inviteByCode: async (req, res) => {
      inviteLookups.take(req.ip ?? 'unknown');
      res.json(await inviteView(deps.queries, String(req.params.code)));
    },
    deleteDraft: async (req, res) => {
      await deleteDraft(deps, draftIdOf(req), who(req).id);
      res.json({ message: 'Draft deleted.' });
    },
    listPublicDrafts: async (_req, res) => {
      res.json(await summaries(deps.queries.publicRooms()));
    },
    listUserDrafts: async (req, res) => {
      const { id: userId, userType } = who(req);
      res.json(await summaries(userType === 'admin' ? deps.queries.roomsOwnedBy(userId) : deps.queries.roomsJoinedBy(userId)));
    },
    joinByCode: async (req, res) => {
      res.json(await joinDraftByCode(deps, req.body.joinCode, who(req).id));
    },
    joinById: async (req, res) => {
      res.json(await joinDraft(deps, draftIdOf(req), who(req).id));
    },
    getDraft: async (req, res) => {
      sendJsonText(res, await roomBody(deps, await visibleRoom(deps, draftIdOf(req), who(req)), who(req)));
    },
    draftHistory: async (req, res) => {
      res.json(await draftHistory(deps, draftIdOf(req), who(req)));
    },
    availableItems: async (req, res) => {
      res.json(await availableItems(deps, await visibleRoom(deps, draftIdOf(req), who(req))));
    },
    startDraft: async (req, res) => {
      res.json(await startDraft(deps, draftIdOf(req), who(req)));
    },
    startCountdown: async (req, res) => {
      res.json(await startCountdown(deps, draftIdOf(req), who(req)));
    },
    cancelCountdown: control('CancelScheduledStart'),
    resetDraft: control('ResetDraft'),
    pauseDraft: control('PauseDraft'),
    resumeDraft: control('ResumeDraft'),
    // The body names the pick to take back (undoPickRequest): a burst of clicks undoes one pick.
    undoLastPick: async (req, res) => {
      res.json(await commissionerCommand(deps, { type: 'UndoLastPick', pickNumber: req.body.pickNumber }, draftIdOf(req), who(req)));
    },
    makePick: async (req, res) => {
      res.json(await makePick(deps, draftIdOf(req), who(req), req.body));
    },
    getPickQueue: async (req, res) => {
      const draftId = draftIdOf(req);
      await participantRoom(deps, draftId, who(req).id);
      res.json(await pickQueueOf(draftId, who(req).id));
    },
    setPickQueue: async (req, res) => {
      const room = await participantRoom(deps, draftIdOf(req), who(req).id);
      await setPickQueue(deps, room, who(req).id, req.body.itemIds);
      res.json(await pickQueueOf(room.id, who(req).id));
    },
    listMessages: async (req, res) => {
      res.json(await chatPage(deps, await memberRoom(deps, draftIdOf(req), who(req)), who(req), req.query));
    },
    postMessage: async (req, res) => {
      res.status(201).json(await postMessage(deps, await memberRoom(deps, draftIdOf(req), who(req)), who(req), req.body));
    },
    removeMessage: async (req, res) => {
      await removeMessage(deps, await memberRoom(deps, draftIdOf(req), who(req)), who(req), req.params.messageId);
      res.status(204).end();
    },
    addReaction: async (req, res) => {
      const room = await memberRoom(deps, draftIdOf(req), who(req));
      res.json(await setReaction(deps, room, who(req), req.params.messageId, req.params.emoji, true));
    },
    removeReaction: async (req, res) => {
      const room = await memberRoom(deps, draftIdOf(req), who(req));
      res.json(await setReaction(deps, room, who(req), req.params.messageId, req.params.emoji, false));
    },
    listUserPicks: async (req, res) => {
      res.json(await userPicks(deps.queries, who(req).id));
    },
    listPublicTeamPicks: async (_req, res) => {
      res.json(await publicTeamPicks(deps.queries));
    },
  });
}
