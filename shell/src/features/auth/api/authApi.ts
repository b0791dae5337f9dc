// Login, registration and the demo accounts of the login page. The requests' and answers' types are
// identity's contracts (@reality-draft/events).
import type { DemoAccount, LoginRequest, LoginResponse, RegisterRequest } from '@reality-draft/events';
import { api, apiRoute, type PlayerRecord } from '@reality-draft/kit/host';

export type { DemoAccount, LoginRequest, LoginResponse, RegisterRequest };

export interface DemoAccounts {
  enabled: boolean;
  accounts: DemoAccount[];
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => apiRoute('identity', 'login', { body }),
    }),
    register: build.mutation<{ user: PlayerRecord }, RegisterRequest>({
      query: (body) => apiRoute('identity', 'register', { body }),
    }),
    demoAccounts: build.query<DemoAccounts, void>({
      query: () => apiRoute('identity', 'demoAccounts'),
      extraOptions: { maxRetries: 0 },
    }),
  }),
});
