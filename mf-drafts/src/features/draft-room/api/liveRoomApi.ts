// The live room's calls beyond the spec: who has the room open (push notices on the room's topic
// invalidate it) and the admin's start countdown.
import { api, apiRoute, type ApiAnswer } from '@reality-draft/kit';

export const liveRoomApi = api.injectEndpoints({
  endpoints: (build) => ({
    draftPresence: build.query<ApiAnswer<'gateway', 'draftPresence'>, string>({
      query: (id) => apiRoute('gateway', 'draftPresence', { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Presence', id }],
    }),
    startCountdown: build.mutation<ApiAnswer<'drafts', 'startCountdown'>, string>({
      query: (id) => apiRoute('drafts', 'startCountdown', { params: { id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Draft', id }, 'Drafts'],
    }),
    cancelCountdown: build.mutation<ApiAnswer<'drafts', 'cancelCountdown'>, string>({
      query: (id) => apiRoute('drafts', 'cancelCountdown', { params: { id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Draft', id }, 'Drafts'],
    }),
  }),
});

export const { useDraftPresenceQuery, useStartCountdownMutation, useCancelCountdownMutation } = liveRoomApi;
