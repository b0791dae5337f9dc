import type { LoginResponse } from '@reality-draft/events';
import { Unauthorized } from '@reality-draft/kernel';
import type { IdentityDeps } from '../identityDeps';

export const INVALID_CREDENTIALS = 'Invalid credentials';

/** Players sign in with their email, admins with their username. */
async function findAccount(deps: IdentityDeps, emailOrUsername: string) {
  const name = emailOrUsername.trim().toLowerCase();
  if (name.includes('@')) {
    const user = await deps.accounts.playerByEmail(name);
    return user && { id: user.id, answer: { userType: 'player' as const, user } };
  }
  const admin = await deps.accounts.adminByUsername(name);
  return admin && { id: admin.id, answer: { userType: 'admin' as const, admin } };
}

export async function login(deps: IdentityDeps, emailOrUsername: string, password: string, clientAddress: string): Promise<LoginResponse> {
  const accountKey = emailOrUsername.trim().toLowerCase();
  const { account: accountThrottle, address: addressThrottle } = deps.throttles;
  accountThrottle.check(accountKey);
  addressThrottle.check(clientAddress);
  const account = await findAccount(deps, emailOrUsername);
  if (!(await deps.credentials.verify(account?.id, password)) || !account) {
    accountThrottle.recordFailure(accountKey);
    addressThrottle.recordFailure(clientAddress);
    throw new Unauthorized(INVALID_CREDENTIALS);
  }
  accountThrottle.recordSuccess(accountKey);
  const sessionToken = await deps.sessions.issue(account.id, account.answer.userType);
  return { ...account.answer, sessionToken };
}
