// Login, registration and the demo accounts of the login page. The requests' and answers' types are
// identity's contracts (@reality-draft/events). Plain requests rather than the Redux API slice: the
// signed-out page loads no Redux (the store arrives with the signed-in frame, app/SignedInApp).
import type {
  AccountMessage,
  DemoAccount,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  ResetPasswordRequest,
} from '@reality-draft/events';
import { identityRoute, sendRequest, type PlayerRecord, type RequestResult } from '@reality-draft/kit/host';

export type { DemoAccount, LoginRequest, LoginResponse, RegisterRequest };

export interface DemoAccounts {
  enabled: boolean;
  accounts: DemoAccount[];
}

export const authApi = {
  login: (body: LoginRequest): Promise<RequestResult<LoginResponse>> => sendRequest(identityRoute('login', { body })),
  register: (body: RegisterRequest): Promise<RequestResult<{ user: PlayerRecord }>> => sendRequest(identityRoute('register', { body })),
  forgotPassword: (body: ForgotPasswordRequest): Promise<RequestResult<AccountMessage>> => sendRequest(identityRoute('forgotPassword', { body })),
  resetPassword: (body: ResetPasswordRequest): Promise<RequestResult<AccountMessage>> => sendRequest(identityRoute('resetPassword', { body })),
  demoAccounts: (signal?: AbortSignal): Promise<RequestResult<DemoAccounts>> => sendRequest(identityRoute('demoAccounts'), signal),
};
