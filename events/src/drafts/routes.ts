/** The drafts service's routes (docs/drafts.md#draft-fields, docs/drafts.md#draft-calls). */
import { chatRoutes } from '../chat/routes';
import { nextSeasonRequest } from '../league/schemas';
import { emptyRequest, idParams } from '../routes/commonSchemas';
import type { RouteSpec, RouteTable } from '../routes/routeSpec';
import { ADMINS_CANNOT_JOIN } from './messages';
import { INVITE_LOOKUPS_PER_MINUTE } from './invites';
import {
  autoPickRequest,
  commissionerPickRequest,
  createDraftRequest,
  inviteParams,
  joinDraftRequest,
  pickQueueRequest,
  pickRequest,
  scheduleDraftRequest,
  undoPickRequest,
} from './schemas';

/** A `/drafts/{id}/...` route (its literal types kept, so the typed client knows its path and body). */
const onDraft = <const S extends Omit<RouteSpec, 'params' | 'subject'>>(spec: S) => ({ ...spec, params: idParams, subject: 'draft' as const });

const commissioner = <const P extends string>(path: P, summary: string, extra: Pick<RouteSpec, 'beyondSpec' | 'description'> = {}) =>
  onDraft({ method: 'post', path: `/drafts/:id/${path}` as const, access: 'draftOwner', summary, body: emptyRequest, answer: 'DraftRoom', ...extra });

export const draftsRoutes = {
  createDraft: {
    answer: 'DraftSummary',
    method: 'post',
    path: '/drafts',
    access: 'admin',
    summary: 'Create a draft (it gets a 6-digit join code)',
    description:
      'Refused (422) while the show has no cast loaded: its players would have nothing to pick. startsAt, optional (ISO 8601 with an offset), ' +
      'makes it start by itself then (422 for a time in the past).',
    body: createDraftRequest,
    success: 201,
  },
  listAdminDrafts: { answer: 'DraftSummary[]', method: 'get', path: '/admin/drafts', access: 'admin', summary: 'The drafts the signed-in admin created' },
  deleteDraft: onDraft({
    answer: 'DraftDeletedAnswer',
    method: 'delete',
    path: '/admin/drafts/:id',
    access: 'draftOwner',
    summary: 'Delete a draft (its join code is freed)',
  }),
  scheduleDraft: onDraft({
    answer: 'DraftSummary',
    method: 'put',
    path: '/admin/drafts/:id/schedule',
    access: 'draftOwner',
    summary: "Set or take away the draft's start time (it then starts by itself, as Start does)",
    description:
      'startsAt: ISO 8601 with an offset, or null to take the start time away. Answers the draft summary. Refused (422) for a time in the past ' +
      'and for a draft that has started. At that time the draft starts if it can; if not it stays waiting and missedStart says why.',
    body: scheduleDraftRequest,
    beyondSpec: true,
  }),
  commissionerPick: onDraft({
    answer: 'PickResponse',
    method: 'post',
    path: '/admin/drafts/:id/pick',
    access: 'draftOwner',
    summary: 'Pick for the player on the clock (the pick records that the commissioner made it)',
    description: "Answers as a player's pick does. Refused 409 when no one is on the clock or the item is taken, 422 while paused, 404 for an unknown item.",
    body: commissionerPickRequest,
    beyondSpec: true,
  }),
  listPublicDrafts: { answer: 'DraftSummary[]', method: 'get', path: '/drafts/public', access: 'signedIn', summary: 'Every draft, for the drafts list' },
  listUserDrafts: {
    answer: 'DraftSummary[]',
    method: 'get',
    path: '/user/drafts',
    access: 'signedIn',
    summary: "The player's joined drafts (an admin's own drafts)",
  },
  joinByCode: {
    answer: 'JoinDraftResponse',
    method: 'post',
    path: '/drafts/join',
    access: 'player',
    summary: 'Join a draft by its join code (any case)',
    body: joinDraftRequest,
    forbiddenMessage: ADMINS_CANNOT_JOIN,
  },
  joinById: onDraft({
    answer: 'JoinDraftResponse',
    method: 'post',
    path: '/drafts/:id/join',
    access: 'player',
    summary: 'Join a draft from the drafts list',
    body: emptyRequest,
    forbiddenMessage: ADMINS_CANNOT_JOIN,
    beyondSpec: true,
  }),
  getDraft: onDraft({
    answer: 'DraftRoom',
    method: 'get',
    path: '/drafts/:id',
    access: 'draftViewer',
    summary: 'The draft room: draft, participants and picks',
  }),
  draftHistory: onDraft({
    answer: 'DraftHistory',
    method: 'get',
    path: '/drafts/:id/history',
    access: 'draftViewer',
    summary: "The draft's events in version order, for its Replay",
    description:
      "Answers { draftId, events: [{ version, type, at, data }] }: created, joins, start, every pick (auto: true for the clock's), undos, pauses and resumes, resets, completion. No pick queue, no e-mail.",
    beyondSpec: true,
  }),
  availableItems: onDraft({
    answer: 'AvailableItem[]',
    method: 'get',
    path: '/drafts/:id/available-teams',
    access: 'draftViewer',
    summary: "The show's cast with what is still available",
  }),
  startDraft: commissioner('start', 'Start the draft: the order is drawn and the first turn begins'),
  startCountdown: commissioner('start-countdown', 'Start the draft after a 10 s countdown every player sees', {
    beyondSpec: true,
    description: 'The draft starts by itself at startsAt; start (POST /drafts/:id/start) or cancel-countdown before then wins.',
  }),
  cancelCountdown: commissioner('cancel-countdown', 'Stop the start countdown (the draft stays waiting to start)', { beyondSpec: true }),
  resetDraft: commissioner('reset', 'Clear Picks & Restart'),
  pauseDraft: commissioner('pause', "Pause the turn timer (the turn's time left is kept)", { beyondSpec: true }),
  resumeDraft: commissioner('resume', 'Resume the turn timer', { beyondSpec: true }),
  undoLastPick: onDraft({
    answer: 'DraftRoom',
    method: 'post',
    path: '/drafts/:id/undo',
    access: 'draftOwner',
    summary: 'Take back the last pick',
    body: undoPickRequest,
    beyondSpec: true,
    description: 'pickNumber names the pick to take back; refused (409) unless it is still the last pick, so a burst of clicks undoes one.',
  }),
  makePick: onDraft({
    answer: 'PickResponse',
    method: 'post',
    path: '/drafts/:id/pick',
    access: 'draftParticipant',
    summary: 'Pick a team or contestant on your turn',
    description: 'teamId for Amazing Race, contestantId for Big Brother and Survivor. pickNumber, optional, pins the turn the pick is for.',
    body: pickRequest,
  }),
  getPickQueue: onDraft({
    answer: 'PickQueue',
    method: 'get',
    path: '/drafts/:id/queue',
    access: 'draftParticipant',
    summary: 'Your private pick queue',
    beyondSpec: true,
  }),
  setPickQueue: onDraft({
    answer: 'PickQueue',
    method: 'put',
    path: '/drafts/:id/queue',
    access: 'draftParticipant',
    summary: 'Set your private pick queue (auto-pick takes from it first)',
    body: pickQueueRequest,
    beyondSpec: true,
  }),
  setAutoPick: onDraft({
    answer: 'AutoPickState',
    method: 'put',
    path: '/drafts/:id/autopick',
    access: 'draftParticipant',
    summary: 'Switch "Auto-pick for me" on or off: while on, your turn is picked at once (your queue first)',
    description: 'Answers { on }. The server also switches it on after two of your turns in a row timed out.',
    body: autoPickRequest,
    beyondSpec: true,
  }),
  inviteByCode: {
    answer: 'InviteView',
    method: 'get',
    path: '/public/invites/:code',
    access: 'public',
    summary: 'What an invite link invites to: show, draft label, commissioner, players joined, start time',
    description: `No sign-in. 404 for an unknown code; nothing lists codes, and one address gets ${INVITE_LOOKUPS_PER_MINUTE} look-ups a minute, then 429.`,
    params: inviteParams,
    beyondSpec: true,
  },
  listUserPicks: { answer: 'UserPick[]', method: 'get', path: '/user/picks', access: 'player', summary: "The signed-in player's picks in every draft" },
  listPublicTeamPicks: { answer: 'PublicTeamPick[]', method: 'get', path: '/public/team-picks', access: 'signedIn', summary: "Everyone's picks (no emails)" },
  ...chatRoutes,
  nextSeason: {
    answer: 'DraftSummary',
    method: 'post',
    path: '/admin/drafts/:id/next-season',
    access: 'draftOwner',
    summary: 'Start the same league again next season (docs/league.md#seasons)',
    description:
      'On a league whose draft has finished (409 before, and once its next season exists): 201 a new draft with previousDraftId, its players invited by push and mail.',
    params: idParams,
    subject: 'draft',
    body: nextSeasonRequest,
    success: 201,
    beyondSpec: true,
  },
} as const satisfies RouteTable;
