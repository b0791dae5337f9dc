// Admin player management (docs/accounts.md#player-management): list, edit e-mail, reset password, delete.
import { api, apiRoute, type ApiAnswer } from '@reality-draft/kit';
import type { ChangeEmailRequest } from '../model/types';

export const playersApi = api.injectEndpoints({
  endpoints: (build) => ({
    players: build.query<ApiAnswer<'identity', 'listPlayers'>, void>({
      query: () => apiRoute('identity', 'listPlayers'),
      providesTags: ['Players'],
    }),
    updatePlayerEmail: build.mutation<ApiAnswer<'identity', 'changePlayerEmail'>, { id: string } & ChangeEmailRequest>({
      query: ({ id, email }) => apiRoute('identity', 'changePlayerEmail', { params: { id }, body: { email } satisfies ChangeEmailRequest }),
      invalidatesTags: ['Players'],
    }),
    resetPlayerPassword: build.mutation<ApiAnswer<'identity', 'resetPlayerPassword'>, { id: string }>({
      query: ({ id }) => apiRoute('identity', 'resetPlayerPassword', { params: { id }, body: {} }),
    }),
    // Every screen that names the player names them "Deleted player" from now on.
    deletePlayer: build.mutation<null, { id: string }>({
      query: ({ id }) => apiRoute('identity', 'deletePlayer', { params: { id } }),
      invalidatesTags: ['Players', 'Drafts', 'Leaderboard'],
    }),
  }),
});
