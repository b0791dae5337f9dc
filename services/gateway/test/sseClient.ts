/** Test code only (not built into dist): an SSE client on fetch, as the browser's kit uses it. */

export interface PushMessage {
  event: string;
  id?: string;
  data: { position: number; topics?: string[]; serverTime?: string; versions?: Record<string, number>; changes?: Record<string, unknown> };
}

export interface FollowedStream {
  /** Every message so far, oldest first. */
  messages: PushMessage[];
  /** The answer's headers (the stream's body is read in the background). */
  opened: Promise<Response>;
  /** Resolves once the stream has ended: closed by the server, broken, or never opened. */
  ended: Promise<void>;
  /** The first message so far or within `timeoutMs` that fits; throws with what came instead. */
  waitFor(predicate: (message: PushMessage) => boolean, timeoutMs?: number): Promise<PushMessage>;
  close(): void;
}

function parseBlock(block: string): PushMessage | undefined {
  const fields = Object.fromEntries(
    block
      .split('\n')
      .filter((line) => !line.startsWith(':'))
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
  );
  return fields.event ? { event: fields.event, id: fields.id, data: JSON.parse(fields.data) } : undefined;
}

/** Opens `url` as an event stream with the session `token`, collecting messages as they arrive. */
export function follow(url: string, token: string, headers: Record<string, string> = {}): FollowedStream {
  const messages: PushMessage[] = [];
  const controller = new AbortController();
  let markEnded = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  const opened = fetch(url, { headers: { authorization: `Bearer ${token}`, ...headers }, signal: controller.signal }).then(async (res) => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return markEnded();
        buffer += value;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop()!;
        for (const block of blocks) {
          const message = parseBlock(block);
          if (message) messages.push(message);
        }
      }
    })();
    return res;
  });
  opened.catch(markEnded);
  const waitFor = async (predicate: (message: PushMessage) => boolean, timeoutMs = 3000) => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const found = messages.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no matching message; got ${JSON.stringify(messages)}`);
  };
  return { messages, opened, ended, waitFor, close: () => controller.abort() };
}

/** The first change notice naming `topic` at a log position after `after`. */
export const changeOf = (stream: FollowedStream, topic: string, after = 0, timeoutMs = 10_000): Promise<PushMessage> =>
  stream.waitFor((message) => message.event === 'change' && message.data.position > after && (message.data.topics ?? []).includes(topic), timeoutMs);
