// The "who am I" read both session checks share: ask with the token the query is keyed by. A 401
// means that token is dead: the stored session is dropped (only if it still holds that token) and
// the answer is null (logged out) instead of an error.
import type { ApiError } from '../api/apiError';
import type { RequestArgs, RequestResult } from '../api/request';
import { sessionActions } from './sessionStore';
import type { Role } from './types';

type Send = (args: RequestArgs) => RequestResult | PromiseLike<RequestResult>;

export async function whoAmI<T>(send: Send, request: { role: Role; url: string; token: string }): Promise<{ data: T | null } | { error: ApiError }> {
  const result = await send({ url: request.url, token: request.token });
  if (result.error?.status === 401) {
    sessionActions.dropIfToken(request.role, request.token);
    return { data: null };
  }
  return result.error ? { error: result.error } : { data: result.data as T };
}
