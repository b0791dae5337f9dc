/** Methods whose request may be sent twice: they change nothing (RFC 9110 §9.2.1, §9.2.2). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isSafeMethod = (method: string) => SAFE_METHODS.has(method);

/**
 * Errors of a connection that never opened: not a byte of the request reached the copy. A reset while
 * connecting (a copy closing its listener during a rolling restart) is one of them.
 */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNTIMEOUT']);

/** What went wrong with one try at one copy, as far as the proxy could see. */
export interface FailedTry {
  method: string;
  /** The error's code (ECONNREFUSED, ECONNRESET…), if any. */
  code?: string;
  /** The socket's connection had opened before the error. */
  connected: boolean;
  /** The request went out on a kept-alive socket an earlier request had used. */
  reusedSocket: boolean;
  /** Some of the copy's answer had arrived. */
  answered: boolean;
}

/**
 * What a failed try allows: `another` (try the next copy; `down` also takes this one out of the
 * rotation for a while), `again` (the same copy on a new connection) or `give-up` (answer 502). A
 * request that never reached the copy can be sent again whatever its method: its connection was
 * refused or never opened (to another copy), or it went out on a kept-alive socket the copy had
 * just closed (ECONNRESET before any answer, Node's documented retry: to the same copy, which is
 * routed around in turn if it is going away). Otherwise the copy may have acted on it, so only a
 * safe method is sent again, and nothing once the answer has begun.
 *
 * A reset on a kept-alive socket looks the same whether the copy had closed it while idle or was
 * killed while acting on the request; so the proxy sends writes on connections of their own, and
 * only a read ever meets it.
 */
export function afterFailure(failed: FailedTry): { next: 'another' | 'again' | 'give-up'; down: boolean } {
  if (failed.answered) return { next: 'give-up', down: false };
  if (!failed.connected && NOT_CONNECTED.has(failed.code ?? '')) return { next: 'another', down: true };
  if (failed.reusedSocket && (failed.code === 'ECONNRESET' || failed.code === 'EPIPE')) return { next: 'again', down: false };
  return { next: SAFE_METHODS.has(failed.method) ? 'another' : 'give-up', down: true };
}
