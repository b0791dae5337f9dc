// The live room's calls beyond the spec: who has the room open (push notices on the room's topic
// invalidate it) and the admin's start countdown.
import type { DraftPresence, DraftRoom } from '@reality-draft/events';
import { api, apiRoute } from '@reality-draft/kit';

export const liveRoomApi = api.injectEndpoints({
  endpoints: (build) => ({
    draftPresence: build.query<DraftPresence, string>({
      query: (id) => apiRoute('gateway', 'draftPresence', { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Presence', id }],
    }),
    startCountdown: build.mutation<DraftRoom, string>({
      query: (id) => apiRoute('drafts', 'startCountdown', { params: { id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Draft', id }, 'Drafts'],
    }),
    cancelCountdown: build.mutation<DraftRoom, string>({
      query: (id) => apiRoute('drafts', 'cancelCountdown', { params: { id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Draft', id }, 'Drafts'],
    }),
  }),
});

export const { useDraftPresenceQuery, useStartCountdownMutation, useCancelCountdownMutation } = liveRoomApi;
