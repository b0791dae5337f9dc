/** Identity's answers, as the spec's client reads them. */

export interface PlayerAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string | null;
  isActive: boolean;
  createdAt: string;
  profileImageUrl: string | null;
}

export interface AdminAccount {
  id: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
}

export type LoginResponse =
  { userType: 'admin'; sessionToken: string; admin: AdminAccount } | { userType: 'player'; sessionToken: string; user: PlayerAccount };

export interface ResetPasswordResponse {
  email: string;
  temporaryPassword: string;
}

export interface DemoAccount {
  label: string;
  userType: 'admin' | 'player';
  emailOrUsername: string;
  password: string;
}

/** POST /players/register: the new player, signed up but not signed in. */
export interface RegisterAnswer {
  message: string;
  user: PlayerAccount;
}

/** GET /auth/demo-accounts: the sign-in page's demo buttons, when the server runs with DEMO on. */
export interface DemoAccountsAnswer {
  enabled: boolean;
  accounts: DemoAccount[];
}

/** A change to one's own account that answers with a sentence only (forgot and reset password). */
export interface AccountMessage {
  message: string;
}
