// Login, registration and the demo accounts of the login page. The requests' and answers' types are
// identity's contracts (@reality-draft/events).
import type { DemoAccount, LoginRequest, LoginResponse, RegisterRequest } from '@reality-draft/events';
import { api, type PlayerRecord } from '@reality-draft/kit/host';

export type { DemoAccount, LoginRequest, LoginResponse, RegisterRequest };

export interface DemoAccounts {
  enabled: boolean;
  accounts: DemoAccount[];
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<{ user: PlayerRecord }, RegisterRequest>({
      query: (body) => ({ url: '/api/players/register', method: 'POST', body }),
    }),
    demoAccounts: build.query<DemoAccounts, void>({
      query: () => '/api/auth/demo-accounts',
      extraOptions: { maxRetries: 0 },
    }),
  }),
});
