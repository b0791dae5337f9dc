// Admin player management (spec 01 §7): list, edit e-mail, reset password.
import { api } from '@reality-draft/kit';
import type { ChangeEmailRequest, PlayerAccount, ResetPasswordResponse } from './types';

export const playersApi = api.injectEndpoints({
  endpoints: (build) => ({
    players: build.query<PlayerAccount[], void>({
      query: () => '/api/admin/players',
      providesTags: ['Players'],
    }),
    updatePlayerEmail: build.mutation<PlayerAccount, { id: string } & ChangeEmailRequest>({
      query: ({ id, email }) => ({ url: `/api/admin/players/${encodeURIComponent(id)}/email`, method: 'PUT', body: { email } satisfies ChangeEmailRequest }),
      invalidatesTags: ['Players'],
    }),
    resetPlayerPassword: build.mutation<ResetPasswordResponse, { id: string }>({
      query: ({ id }) => ({ url: `/api/admin/players/${encodeURIComponent(id)}/reset-password`, method: 'POST', body: {} }),
    }),
  }),
});
