// The live room's calls beyond the spec: who has the room open (push notices on the room's topic
// invalidate it) and the admin's start countdown.
import type { DraftPresence, DraftRoom } from '@reality-draft/events';
import { api } from '@reality-draft/kit';

const path = (id: string, tail: string) => `/api/drafts/${encodeURIComponent(id)}/${tail}`;

export const liveRoomApi = api.injectEndpoints({
  endpoints: (build) => ({
    draftPresence: build.query<DraftPresence, string>({
      query: (id) => path(id, 'presence'),
      providesTags: (_result, _error, id) => [{ type: 'Presence', id }],
    }),
    startCountdown: build.mutation<DraftRoom, string>({
      query: (id) => ({ url: path(id, 'start-countdown'), method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Draft', id }, 'Drafts'],
    }),
    cancelCountdown: build.mutation<DraftRoom, string>({
      query: (id) => ({ url: path(id, 'cancel-countdown'), method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Draft', id }, 'Drafts'],
    }),
  }),
});

export const { useDraftPresenceQuery, useStartCountdownMutation, useCancelCountdownMutation } = liveRoomApi;
