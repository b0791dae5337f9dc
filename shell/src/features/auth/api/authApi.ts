// Login, registration and the demo accounts of the login page. The answers' types are identity's
// contracts (@reality-draft/events).
import type { DemoAccount, LoginResponse } from '@reality-draft/events';
import { api, type PlayerRecord } from '@reality-draft/kit';

export type { DemoAccount, LoginResponse };

export interface Credentials {
  emailOrUsername: string;
  password: string;
}

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName?: string;
}

export interface DemoAccounts {
  enabled: boolean;
  accounts: DemoAccount[];
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, Credentials>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<{ user: PlayerRecord }, Registration>({
      query: (body) => ({ url: '/api/players/register', method: 'POST', body }),
    }),
    demoAccounts: build.query<DemoAccounts, void>({
      query: () => '/api/auth/demo-accounts',
      extraOptions: { maxRetries: 0 },
    }),
  }),
});
