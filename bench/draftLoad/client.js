/**
 * A tiny JSON client for the REST API that counts every request it sends by kind. The bench is the
 * server's only client, so these counts are the requests the server handled.
 */
class ApiError extends Error {
  constructor(method, path, status, message) {
    super(`${method} ${path} answered ${status}: ${message}`);
    this.status = status;
  }
}

function createClient(baseUrl) {
  const counts = new Map();
  async function call(method, path, { token, body, kind = `${method} ${path}` } = {}) {
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    const headers = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const answer = res.status === 204 ? undefined : await res.json();
    if (!res.ok) throw new ApiError(method, path, res.status, answer?.message);
    return answer;
  }
  return {
    call,
    /** Requests sent since the last reset, by kind, and the total. */
    counts: () => ({ total: [...counts.values()].reduce((a, b) => a + b, 0), byKind: Object.fromEntries(counts) }),
    resetCounts: () => counts.clear(),
  };
}

/** Runs `fn` over `items` with at most `limit` at a time; resolves to the results in order. */
async function mapLimit(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const now = () => performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

module.exports = { createClient, mapLimit, now, sleep, ApiError };
