/** Test code: accounts over HTTP — the admin and players signing in, and a sign-out every process hears of. */
import type { LoginResponse, PlayerAccount } from '@reality-draft/events';
import { ApiClient } from './apiClient';
import { ADMIN } from './deployment';

export interface Player {
  id: string;
  firstName: string;
  email: string;
  token: string;
}

const PASSWORD = 'mp-player-pass-1';

export async function login(api: ApiClient, emailOrUsername: string, password: string): Promise<string> {
  return (await api.ok<LoginResponse>('POST', '/auth/login', { body: { emailOrUsername, password } })).sessionToken;
}

export const adminLogin = (api: ApiClient) => login(api, ADMIN.username, ADMIN.password);

/** A registered player signs in again with their password: a new session token. */
export const signIn = (api: ApiClient, player: Player) => login(api, player.email, PASSWORD);

export async function registerPlayers(api: ApiClient, firstNames: string[]): Promise<Player[]> {
  const tag = Date.now().toString(36);
  const players: Player[] = [];
  for (const firstName of firstNames) {
    const email = `${firstName.toLowerCase()}.${tag}@multi-process.test`;
    const { user } = await api.ok<{ user: PlayerAccount }>('POST', '/players/register', { body: { email, password: PASSWORD, firstName } }, 201);
    players.push({ id: user.id, firstName, email, token: await login(api, email, PASSWORD) });
  }
  return players;
}

/** A player's route on each named process, asked there directly (not through the gateway). */
export type DirectAsk = { name: string; url: string; route: string };

/**
 * The player's token works at each process asked directly; the player signs out through the gateway;
 * then every one of them, and the gateway, refuses the token (401).
 */
export async function logoutRevokesEverywhere(api: ApiClient, player: Player, asks: DirectAsk[]): Promise<void> {
  const statuses = () =>
    Promise.all(asks.map(async ({ name, url, route }) => [name, (await new ApiClient(url).send('GET', route, { token: player.token })).status]));
  expect(await statuses()).toEqual(asks.map(({ name }) => [name, 200]));
  await api.ok('POST', '/auth/logout', { token: player.token }, 204);
  expect(await statuses()).toEqual(asks.map(({ name }) => [name, 401]));
  expect((await api.send('GET', '/user/drafts', { token: player.token })).status).toBe(401);
}
