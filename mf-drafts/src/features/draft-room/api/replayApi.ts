// A draft's history for its Replay (GET /api/drafts/{id}/history, beyond the spec): read when the
// Replay opens; a live room's Replay reads it again when the room's version passes the history's.
import { api, apiRoute, type ApiAnswer } from '@reality-draft/kit';

export const replayApi = api.injectEndpoints({
  endpoints: (build) => ({
    draftHistory: build.query<ApiAnswer<'drafts', 'draftHistory'>, string>({
      query: (id) => apiRoute('drafts', 'draftHistory', { params: { id } }),
    }),
  }),
});

export const { useDraftHistoryQuery } = replayApi;
