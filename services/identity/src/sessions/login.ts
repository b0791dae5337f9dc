import type { LoginResponse } from '@reality-draft/events';
import { Unauthorized } from '@reality-draft/kernel';
import { accountKey, type IdentityDeps } from '../identityDeps';

export const INVALID_CREDENTIALS = 'Invalid credentials';

/** Players sign in with their email, admins with their username. */
async function findAccount(deps: IdentityDeps, name: string) {
  if (name.includes('@')) {
    const user = await deps.accounts.playerByEmail(name);
    return user && { id: user.id, answer: { userType: 'player' as const, user } };
  }
  const admin = await deps.accounts.adminByUsername(name);
  return admin && { id: admin.id, answer: { userType: 'admin' as const, admin } };
}

/**
 * Throttled three ways: an account from one address is locked after a few failures; an account
 * from anywhere and an address against any account only after many, so that a stranger cannot
 * lock a player out from elsewhere as easily.
 */
function throttleKeys(deps: IdentityDeps, name: string, address: string) {
  const { pair, account, address: byAddress } = deps.throttles;
  return [
    { throttle: pair, key: `${name}|${address}`, onSuccess: 'clear' as const },
    { throttle: account, key: name, onSuccess: 'clear' as const },
    { throttle: byAddress, key: address, onSuccess: 'takeBack' as const },
  ];
}

/** Counts the attempt against every throttle, or against none: a refused attempt takes back what it counted. */
async function countAttempt(keys: ReturnType<typeof throttleKeys>): Promise<void> {
  const counted: typeof keys = [];
  try {
    for (const entry of keys) {
      await entry.throttle.attempt(entry.key);
      counted.push(entry);
    }
  } catch (error) {
    for (const { throttle, key } of counted) await throttle.takeBack(key);
    throw error;
  }
}

export async function login(deps: IdentityDeps, emailOrUsername: string, password: string, clientAddress: string): Promise<LoginResponse> {
  const name = accountKey(emailOrUsername);
  const keys = throttleKeys(deps, name, clientAddress);
  await countAttempt(keys);
  const account = await findAccount(deps, name);
  const verified = await deps.credentials.verify(account?.id, password);
  if (!account || !verified || deps.isDisabledDemoAccount(name)) throw new Unauthorized(INVALID_CREDENTIALS);
  for (const { throttle, key, onSuccess } of keys) await throttle[onSuccess](key);
  const sessionToken = await deps.sessions.issue(account.id, account.answer.userType);
  return { ...account.answer, sessionToken };
}
