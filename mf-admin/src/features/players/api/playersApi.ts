// Admin player management (docs/accounts.md#player-management): list, edit e-mail, reset password.
import { api, apiRoute } from '@reality-draft/kit';
import type { ChangeEmailRequest, PlayerAccount, ResetPasswordResponse } from '../model/types';

export const playersApi = api.injectEndpoints({
  endpoints: (build) => ({
    players: build.query<PlayerAccount[], void>({
      query: () => apiRoute('identity', 'listPlayers'),
      providesTags: ['Players'],
    }),
    updatePlayerEmail: build.mutation<PlayerAccount, { id: string } & ChangeEmailRequest>({
      query: ({ id, email }) => apiRoute('identity', 'changePlayerEmail', { params: { id }, body: { email } satisfies ChangeEmailRequest }),
      invalidatesTags: ['Players'],
    }),
    resetPlayerPassword: build.mutation<ResetPasswordResponse, { id: string }>({
      query: ({ id }) => apiRoute('identity', 'resetPlayerPassword', { params: { id }, body: {} }),
    }),
  }),
});
