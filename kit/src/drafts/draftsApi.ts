// Every draft call of both specs plus the commissioner and pick-queue calls. Lists carry the
// 'Drafts' tag, a room carries { type: 'Draft', id }; push notices invalidate the same tags.
import { original, type Dispatch } from '@reduxjs/toolkit';
import { applyRoomChange, isDraftRoomChange } from '@reality-draft/events';
import type {
  AutoPickRequest,
  CommissionerPickRequest,
  CreateDraftRequest,
  DraftRoom,
  JoinDraftRequest,
  PickQueueRequest,
  PickRequest,
  PickResponse,
  ScheduleDraftRequest,
  UndoPickRequest,
} from '@reality-draft/events';
import { apiRoute, type ApiAnswer } from '../api/apiRoute';
import { api } from '../api/apiSlice';
import { registerChangeApplier } from '../push/heldChanges';
import { noteHeldVersion } from '../push/heldVersions';
import { noteServerTime } from '../push/serverClock';

// Request bodies are the contracts' types (@reality-draft/events, derived from the schemas the server
// validates with); an endpoint's argument adds the path's draft id.

/** The pick body the spec sends (teamId for Amazing Race, contestantId otherwise) and the turn it is for. */
export type PickArgs = { draftId: string } & Pick<PickRequest, 'pickNumber'> &
  (Required<Pick<PickRequest, 'teamId'>> | Required<Pick<PickRequest, 'contestantId'>>);

/** Undo Last Pick names the pick it takes back: the server refuses (409) once it is no longer the last. */
export type UndoPickArgs = { draftId: string } & UndoPickRequest;

/** The draft's start time (ISO 8601 with an offset), or null to take it away. */
export type ScheduleDraftArgs = { draftId: string } & ScheduleDraftRequest;

/** The caller's "Auto-pick for me" on or off. */
export type AutoPickArgs = { draftId: string } & AutoPickRequest;

/** The item the draft's admin picks for the player on the clock. */
export type CommissionerPickArgs = { draftId: string } & CommissionerPickRequest;

const draftTag = (id: string) => ({ type: 'Draft' as const, id });
const roomChange = (id: string) => [draftTag(id), 'Drafts' as const, 'Picks' as const];
/** The push topic of a draft's room, whose notices name the room's version. */
const roomTopic = (id: string) => `draft:${id}`;

/**
 * A pick's answer (a player's or the commissioner's) carries the room after the pick: it becomes the cached
 * room (no refetch), its clock corrects serverNow(), and its version tells the push client that the notice of
 * this pick brings nothing new. A refused pick: its invalidation refetches the room.
 */
async function takePickAnswer(draftId: string, answer: Promise<{ data: PickResponse }>, keepRoom: (room: DraftRoom) => unknown): Promise<void> {
  const sentAt = Date.now();
  try {
    const { data } = await answer;
    noteServerTime(data.room.draft.serverTime, sentAt, Date.now());
    noteHeldVersion(roomTopic(draftId), data.room.draft.version);
    await keepRoom(data.room);
  } catch {
    // A refused pick: its invalidation refetches the room.
  }
}

/** A room answer older than the one held (a read sent before a pick, answered after it) never replaces it. */
const newerRoom = (held: DraftRoom, incoming: DraftRoom) => (incoming.draft.version >= held.draft.version ? incoming : held);

export const draftsApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicDrafts: build.query<ApiAnswer<'drafts', 'listPublicDrafts'>, void>({ query: () => apiRoute('drafts', 'listPublicDrafts'), providesTags: ['Drafts'] }),
    userDrafts: build.query<ApiAnswer<'drafts', 'listUserDrafts'>, void>({ query: () => apiRoute('drafts', 'listUserDrafts'), providesTags: ['Drafts'] }),
    adminDrafts: build.query<ApiAnswer<'drafts', 'listAdminDrafts'>, void>({ query: () => apiRoute('drafts', 'listAdminDrafts'), providesTags: ['Drafts'] }),
    draftRoom: build.query<ApiAnswer<'drafts', 'getDraft'>, string>({
      query: (id) => apiRoute('drafts', 'getDraft', { params: { id } }),
      // Eliminations change the picked items' status shown in the room.
      providesTags: (_result, _error, id) => [draftTag(id), 'Teams', 'Contestants'],
      extraOptions: { maxRetries: 3 },
      merge: newerRoom,
      // Every answer carries the server's clock (it corrects the turn countdown, serverNow()) and the
      // room's version (a push notice naming no newer one refetches nothing).
      async onQueryStarted(id, { queryFulfilled }) {
        const sentAt = Date.now();
        try {
          const { data } = await queryFulfilled;
          noteServerTime(data.draft.serverTime, sentAt, Date.now());
          noteHeldVersion(roomTopic(id), data.draft.version);
        } catch {
          // A failed read carries no time.
        }
      },
    }),
    availableItems: build.query<ApiAnswer<'drafts', 'availableItems'>, string>({
      query: (id) => apiRoute('drafts', 'availableItems', { params: { id } }),
      providesTags: (_result, _error, id) => [draftTag(id), 'Teams', 'Contestants'],
    }),
    userPicks: build.query<ApiAnswer<'drafts', 'listUserPicks'>, void>({
      query: () => apiRoute('drafts', 'listUserPicks'),
      providesTags: ['Picks', 'Teams', 'Contestants'],
    }),
    publicTeamPicks: build.query<ApiAnswer<'drafts', 'listPublicTeamPicks'>, void>({
      query: () => apiRoute('drafts', 'listPublicTeamPicks'),
      providesTags: ['Picks', 'Teams', 'Contestants'],
    }),
    /** A signed-out invite link's draft, by its join code (no session needed). */
    invite: build.query<ApiAnswer<'drafts', 'inviteByCode'>, string>({
      query: (code) => apiRoute('drafts', 'inviteByCode', { params: { code } }),
      providesTags: ['Drafts'],
    }),
    pickQueue: build.query<ApiAnswer<'drafts', 'getPickQueue'>, string>({
      query: (id) => apiRoute('drafts', 'getPickQueue', { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'PickQueue', id }],
    }),

    createDraft: build.mutation<ApiAnswer<'drafts', 'createDraft'>, CreateDraftRequest>({
      query: (body) => apiRoute('drafts', 'createDraft', { body }),
      invalidatesTags: ['Drafts'],
    }),
    deleteDraft: build.mutation<ApiAnswer<'drafts', 'deleteDraft'>, string>({
      query: (id) => apiRoute('drafts', 'deleteDraft', { params: { id } }),
      invalidatesTags: (_result, _error, id) => roomChange(id),
    }),
    joinDraftByCode: build.mutation<ApiAnswer<'drafts', 'joinByCode'>, string>({
      query: (joinCode) => apiRoute('drafts', 'joinByCode', { body: { joinCode } satisfies JoinDraftRequest }),
      invalidatesTags: (result) => (result ? roomChange(result.draftId) : ['Drafts']),
    }),
    joinDraft: build.mutation<ApiAnswer<'drafts', 'joinById'>, string>({
      query: (id) => apiRoute('drafts', 'joinById', { params: { id } }),
      invalidatesTags: (_result, _error, id) => roomChange(id),
    }),
    startDraft: build.mutation<ApiAnswer<'drafts', 'startDraft'>, string>({
      query: (id) => apiRoute('drafts', 'startDraft', { params: { id } }),
      invalidatesTags: (_result, _error, id) => roomChange(id),
    }),
    resetDraft: build.mutation<ApiAnswer<'drafts', 'resetDraft'>, string>({
      query: (id) => apiRoute('drafts', 'resetDraft', { params: { id } }),
      invalidatesTags: (_result, _error, id) => roomChange(id),
    }),
    pauseDraft: build.mutation<ApiAnswer<'drafts', 'pauseDraft'>, string>({
      query: (id) => apiRoute('drafts', 'pauseDraft', { params: { id } }),
      invalidatesTags: (_result, _error, id) => [draftTag(id)],
    }),
    resumeDraft: build.mutation<ApiAnswer<'drafts', 'resumeDraft'>, string>({
      query: (id) => apiRoute('drafts', 'resumeDraft', { params: { id } }),
      invalidatesTags: (_result, _error, id) => [draftTag(id)],
    }),
    undoLastPick: build.mutation<ApiAnswer<'drafts', 'undoLastPick'>, UndoPickArgs>({
      query: ({ draftId, pickNumber }) => apiRoute('drafts', 'undoLastPick', { params: { id: draftId }, body: { pickNumber } satisfies UndoPickRequest }),
      invalidatesTags: (_result, _error, { draftId }) => roomChange(draftId),
    }),
    scheduleDraft: build.mutation<ApiAnswer<'drafts', 'scheduleDraft'>, ScheduleDraftArgs>({
      query: ({ draftId, startsAt }) => apiRoute('drafts', 'scheduleDraft', { params: { id: draftId }, body: { startsAt } satisfies ScheduleDraftRequest }),
      invalidatesTags: (_result, _error, { draftId }) => roomChange(draftId),
    }),
    setAutoPick: build.mutation<ApiAnswer<'drafts', 'setAutoPick'>, AutoPickArgs>({
      query: ({ draftId, on }) => apiRoute('drafts', 'setAutoPick', { params: { id: draftId }, body: { on } satisfies AutoPickRequest }),
      invalidatesTags: (_result, _error, { draftId }) => [draftTag(draftId), 'Drafts'],
    }),
    commissionerPick: build.mutation<ApiAnswer<'drafts', 'commissionerPick'>, CommissionerPickArgs>({
      query: ({ draftId, itemId }) => apiRoute('drafts', 'commissionerPick', { params: { id: draftId }, body: { itemId } satisfies CommissionerPickRequest }),
      // As a player's pick (takePickAnswer): the answer's room becomes the cached room; a refused pick refetches it.
      invalidatesTags: (result, _error, { draftId }) => (result ? ['Drafts', 'Picks'] : roomChange(draftId)),
      onQueryStarted: ({ draftId }, { dispatch, queryFulfilled }): Promise<void> =>
        takePickAnswer(draftId, queryFulfilled, (room): unknown => dispatch(draftsApi.util.upsertQueryData('draftRoom', draftId, room))),
    }),
    makePick: build.mutation<ApiAnswer<'drafts', 'makePick'>, PickArgs>({
      query: ({ draftId, ...body }) => apiRoute('drafts', 'makePick', { params: { id: draftId }, body: body satisfies PickRequest }),
      // The answer carries the room after the pick: it becomes the cached room (no refetch), and its
      // version tells the push client that the notice of this pick brings nothing new. A refused pick
      // refetches the room, which has moved on.
      invalidatesTags: (result, _error, { draftId }) => (result ? ['Drafts', 'Picks'] : roomChange(draftId)),
      onQueryStarted: ({ draftId }, { dispatch, queryFulfilled }): Promise<void> =>
        takePickAnswer(draftId, queryFulfilled, (room): unknown => dispatch(draftsApi.util.upsertQueryData('draftRoom', draftId, room))),
    }),
    setPickQueue: build.mutation<ApiAnswer<'drafts', 'setPickQueue'>, { draftId: string } & PickQueueRequest>({
      query: ({ draftId, itemIds }) => apiRoute('drafts', 'setPickQueue', { params: { id: draftId }, body: { itemIds } satisfies PickQueueRequest }),
      invalidatesTags: (_result, _error, { draftId }) => [{ type: 'PickQueue', id: draftId }],
    }),
  }),
});

/**
 * A push notice's change to a draft's room (the pick, the new turn), applied to the cached room with
 * the shared rule (applyRoomChange), so the other seats see a pick without reading the room again.
 * False when no room is cached or it is at another version (a gap): the push client then refetches it.
 */
export function applyRoomNotice(topic: string, change: unknown, dispatch: Dispatch): boolean {
  if (!isDraftRoomChange(change)) return false;
  let applied = false;
  const update = draftsApi.util.updateQueryData('draftRoom', topic.slice(roomTopic('').length), (cached) => {
    const next = applyRoomChange(original(cached) ?? cached, change);
    applied = next !== null;
    return next && next !== original(cached) ? next : undefined;
  });
  // The store's dispatch runs thunks (RTK's default middleware); the push runtime types it plainly.
  (dispatch as unknown as (thunk: typeof update) => void)(update);
  if (applied) noteHeldVersion(topic, change.draft.version);
  return applied;
}
registerChangeApplier(roomTopic(''), applyRoomNotice);

export const {
  usePublicDraftsQuery,
  useUserDraftsQuery,
  useAdminDraftsQuery,
  useDraftRoomQuery,
  useAvailableItemsQuery,
  useUserPicksQuery,
  usePublicTeamPicksQuery,
  usePickQueueQuery,
  useInviteQuery,
  useCreateDraftMutation,
  useDeleteDraftMutation,
  useJoinDraftByCodeMutation,
  useJoinDraftMutation,
  useStartDraftMutation,
  useResetDraftMutation,
  usePauseDraftMutation,
  useResumeDraftMutation,
  useUndoLastPickMutation,
  useMakePickMutation,
  useSetPickQueueMutation,
  useScheduleDraftMutation,
  useSetAutoPickMutation,
  useCommissionerPickMutation,
} = draftsApi;
