import type { LoginResponse } from '@reality-draft/events';
import { Unauthorized } from '@reality-draft/kernel';
import { accountKey } from '../accounts/accountKey';
import { adminHoldingUsername } from '../admin/adminInLog';
import type { IdentityDeps } from '../identityDeps';
import { playerWithEmail } from '../player/knownPlayers';
import type { CountedAttempt } from './loginThrottle';

export const INVALID_CREDENTIALS = 'Invalid credentials';

/**
 * Players sign in with their email, admins with their username. An account the read model does not
 * show yet (it lags a registration or the admin made at start-up, or this process's copy does) is
 * looked up in the log.
 */
async function findAccount(deps: IdentityDeps, name: string) {
  if (name.includes('@')) {
    const user = await playerWithEmail(deps, name);
    return user && { id: user.id, answer: { userType: 'player' as const, user } };
  }
  const admin = (await deps.accounts.adminByUsername(name)) ?? (await adminHoldingUsername(deps.events, name));
  return admin && { id: admin.id, answer: { userType: 'admin' as const, admin } };
}

/** The throttle key of one account tried from one address. */
export const accountFromAddress = (name: string, address: string) => `${name}|${address}`;

/**
 * Throttled three ways: an account from one address is locked after a few failures; an account
 * from anywhere and an address against any account only after many, so that a stranger cannot
 * lock a player out from elsewhere as easily.
 */
function throttleKeys(deps: IdentityDeps, name: string, address: string) {
  const { pair, account, address: byAddress } = deps.throttles;
  return [
    { throttle: pair, key: accountFromAddress(name, address), onSuccess: 'clear' as const },
    { throttle: account, key: name, onSuccess: 'clear' as const },
    { throttle: byAddress, key: address, onSuccess: 'takeBack' as const },
  ];
}

type CountedKey = ReturnType<typeof throttleKeys>[number] & { attempt: CountedAttempt };

/** Counts the attempt against every throttle, or against none: a refused attempt takes back what it counted. */
async function countAttempt(keys: ReturnType<typeof throttleKeys>): Promise<CountedKey[]> {
  const counted: CountedKey[] = [];
  try {
    for (const entry of keys) counted.push({ ...entry, attempt: await entry.throttle.attempt(entry.key) });
  } catch (error) {
    for (const { throttle, attempt } of counted) await throttle.takeBack(attempt);
    throw error;
  }
  return counted;
}

/** A success forgets the account's failures, and takes its attempt back from the address's count. */
async function settleSuccess(counted: CountedKey[]): Promise<void> {
  for (const { throttle, key, attempt, onSuccess } of counted) await (onSuccess === 'clear' ? throttle.clear(key) : throttle.takeBack(attempt));
}

/**
 * A password tried against an account, throttled as a sign-in: the attempt is counted first (parallel
 * guesses count too); `attempt` answers what the password opened, or null for a refusal (401 `refusal`).
 */
export async function throttledAttempt<T>(
  deps: IdentityDeps,
  name: string,
  clientAddress: string,
  attempt: () => Promise<T | null>,
  refusal: string,
): Promise<T> {
  const counted = await countAttempt(throttleKeys(deps, name, clientAddress));
  const opened = await attempt();
  if (!opened) throw new Unauthorized(refusal);
  await settleSuccess(counted);
  return opened;
}

export async function login(deps: IdentityDeps, emailOrUsername: string, password: string, clientAddress: string): Promise<LoginResponse> {
  const name = accountKey(emailOrUsername);
  const account = await throttledAttempt(
    deps,
    name,
    clientAddress,
    async () => {
      const found = await findAccount(deps, name);
      const verified = await deps.credentials.verify(found?.id, password);
      return found && verified && !deps.isDisabledDemoAccount(name) ? found : null;
    },
    INVALID_CREDENTIALS,
  );
  const sessionToken = await deps.sessions.issue(account.id, account.answer.userType);
  return { ...account.answer, sessionToken };
}
