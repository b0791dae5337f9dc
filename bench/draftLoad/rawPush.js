/**
 * A push stream as cheap as a client can hold one, for thousands in one bench process: raw node:http,
 * its own socket (no agent, no keep-alive pool), and a minimal SSE reader that looks only at `change`
 * events and reads their position (the field every notice carries). `onChange(position, receivedAt)`.
 * Resolves once the hello has arrived.
 */
const http = require('node:http');
const { now } = require('./client');

const POSITION = /"position":(\d+)/;

function openRawPush(baseUrl, token, topics, onChange) {
  const url = new URL(`/api/push?topics=${encodeURIComponent(topics.join(','))}`, baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return reject(new Error(`GET /api/push answered ${res.statusCode}`));
      }
      res.setEncoding('utf8');
      const stream = { error: undefined, closed: false };
      stream.close = () => ((stream.closed = true), closing(req, res));
      let pending = '';
      let helloSeen = false;
      res.on('data', (chunk) => {
        const at = now();
        pending += chunk;
        let end;
        while ((end = pending.indexOf('\n\n')) !== -1) {
          const message = pending.slice(0, end);
          pending = pending.slice(end + 2);
          if (!helloSeen && message.includes('event: hello')) {
            helloSeen = true;
            resolve(stream);
          } else if (message.includes('event: change')) {
            const position = POSITION.exec(message);
            if (position) onChange(Number(position[1]), at);
          }
        }
      });
      res.on('error', (error) => (stream.error = error));
      res.on('end', () => {
        if (!stream.closed) stream.error ??= new Error('the push stream ended');
        if (!helloSeen) reject(stream.error);
      });
    });
    req.on('error', reject);
  });
}

function closing(req, res) {
  return new Promise((resolve) => {
    if (res.destroyed) return resolve();
    res.once('close', resolve);
    req.destroy();
  });
}

module.exports = { openRawPush };
