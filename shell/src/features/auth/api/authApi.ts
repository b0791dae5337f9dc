// Login, registration and the demo accounts of the login page.
import { api, type AdminRecord, type PlayerRecord } from '@reality-draft/kit';

export interface Credentials {
  emailOrUsername: string;
  password: string;
}

export type LoginResponse =
  | { userType: 'admin'; sessionToken: string; admin: AdminRecord }
  | { userType: 'player'; sessionToken: string; user: PlayerRecord };

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName?: string;
}

export interface DemoAccount {
  label: string;
  userType: 'admin' | 'player';
  emailOrUsername: string;
  password: string;
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
