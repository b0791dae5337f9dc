// One HTTP request to the API: JSON in and out, cookies included, bearer token per path.
import { getTokens } from '../session/sessionStore';
import { httpError, networkError, parseJson, type ApiError } from './apiError';
import { chooseToken } from './chooseToken';
import { readAnswer, takeEarlyRead, type ApiAnswer } from './earlyReads';
import { buildHeaders } from './requestHeaders';

export interface RequestArgs {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  /** Overrides the token chosen from the path (used by logout, which must revoke a given token). */
  token?: string | null;
  /** Lets the request outlive the page (a revoke sent while the app navigates away). */
  keepalive?: boolean;
}

export type RequestResult<T = unknown> = { data: T; error?: undefined } | { error: ApiError; data?: undefined };

function withParams(url: string, params: RequestArgs['params']): string {
  if (!params) return url;
  const query = new URLSearchParams();
  Object.entries(params).forEach(([key, value]) => {
    if (value !== undefined) query.set(key, String(value));
  });
  const text = query.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

export async function sendRequest<T = unknown>(args: RequestArgs, signal?: AbortSignal): Promise<RequestResult<T>> {
  const { url, method = 'GET', body, params, keepalive } = args;
  const token = args.token !== undefined ? args.token : chooseToken(url, getTokens());
  const hasBody = body !== undefined;
  // A page's first read may have been sent before this code arrived (earlyReads): its answer is taken.
  const early = method === 'GET' && !hasBody && !params ? takeEarlyRead(url, token) : null;
  let answer: ApiAnswer;
  try {
    answer =
      (await early) ??
      (await fetch(withParams(url, params), {
        method,
        headers: buildHeaders(token, hasBody),
        body: hasBody ? JSON.stringify(body) : undefined,
        credentials: 'include',
        keepalive,
        signal,
      }).then(readAnswer));
  } catch (cause) {
    return { error: networkError(cause) };
  }
  const { status, statusText, text } = answer;
  if (status < 200 || status > 299) return { error: httpError(status, text, statusText) };
  if (!text) return { data: null as T };
  const data = parseJson(text);
  if (data === undefined) {
    return { error: { status: 'PARSING_ERROR', text: `${status}: ${text}` } };
  }
  return { data: data as T };
}
