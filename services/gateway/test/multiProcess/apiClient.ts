/** Test code: calls to one process's /api, as a browser makes them. */
import { READ_POSITION_HEADER } from '@reality-draft/events';
import { LOG_POSITION } from '@reality-draft/kernel';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  /** The log position a write reached (the service's x-log-position answer header), when it names one. */
  written?: number;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
}

const REQUEST_TIMEOUT_MS = 30_000;

export class ApiClient {
  /** The cookies the server set, by name (a browser's jar, for one site): kept only when asked to. */
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly options: {
      keepCookies?: boolean;
      /** The furthest log position the client's push stream has told it of, sent as the browser's kit sends it. */
      heardPosition?: () => number;
    } = {},
  ) {}

  /** The cookie the server set by `name`, if kept. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** One request; a JSON answer is parsed (else its text is the body). */
  async send<T = unknown>(method: string, path: string, { token, body }: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const heard = this.options.heardPosition?.() ?? 0;
    if (heard > 0) headers[READ_POSITION_HEADER] = String(heard);
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (this.options.keepCookies) for (const cookie of res.headers.getSetCookie()) this.keep(cookie);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text
    }
    const written = Number(res.headers.get(LOG_POSITION) ?? NaN);
    return { status: res.status, body: parsed as T, ...(Number.isSafeInteger(written) && { written }) };
  }

  /** A Set-Cookie line: the cookie's name and value (its attributes are the server's business here). */
  private keep(setCookie: string): void {
    const [pair] = setCookie.split(';');
    const [name, value] = pair.split(/=(.*)/s);
    if (name.trim()) this.cookies.set(name.trim(), (value ?? '').trim());
  }

  /** A request that must answer `status`; its body is taken to be `T` (the route's answer type). */
  async ok<T = unknown>(method: string, path: string, options: CallOptions = {}, status = 200): Promise<T> {
    const answer = await this.send<T>(method, path, options);
    if (answer.status !== status) throw new Error(`${method} ${path} answered ${answer.status}, not ${status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }
}

/**
 * Polls `read` until `done` holds of its result: for what one process shows of another's writes,
 * which it may show a moment later. Throws with the last result after `timeoutMs`.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: T;
  do {
    last = await read();
    if (done(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < until);
  throw new Error(`${what}: not within ${timeoutMs} ms; last seen ${JSON.stringify(last)}`);
}
