const path = require('node:path');
const { now } = require('./client');

// The kit's own SSE parser (a kit dependency; the bench is not a workspace of its own).
const { createParser } = require(require.resolve('eventsource-parser', { paths: [path.join(__dirname, '..', '..', 'kit')] }));

/**
 * One browser's push stream, as the kit opens it: GET /api/push?topics=... over fetch() with a bearer
 * header, read as Server-Sent Events. `onChange(notice, receivedAt)` gets each change notice.
 * Resolves once the hello has arrived.
 */
async function openPush(baseUrl, token, topics, onChange) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/push?topics=${encodeURIComponent(topics.join(','))}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`GET /api/push answered ${res.status}`);
  const stream = {
    error: undefined,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
  let helloSeen;
  const hello = new Promise((resolve) => (helloSeen = resolve));
  const parser = createParser({
    onEvent(message) {
      if (message.event === 'hello') helloSeen(JSON.parse(message.data));
      else if (message.event === 'change') onChange(JSON.parse(message.data), now());
    },
  });
  const reading = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of res.body) parser.feed(decoder.decode(chunk, { stream: true }));
  })().catch((error) => {
    if (!controller.signal.aborted) stream.error = error; // reported by the caller; the bench never reconnects
  });
  const ended = reading.then(() => Promise.reject(stream.error ?? new Error('the push stream ended before its hello')));
  await Promise.race([hello, ended]);
  return stream;
}

module.exports = { openPush };
