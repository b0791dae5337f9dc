/**
 * Test code only (not built into dist): a push service on 127.0.0.1 as RFC 8030 has one, and a
 * browser's side of a subscription: its own P-256 key pair and auth secret. What arrives is checked
 * as a browser and its push service would: the VAPID JWT (RFC 8292, ES256) and the aes128gcm body
 * (RFC 8291), decrypted with http_ece (web-push's own dependency, not our sending code).
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as { decrypt(buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer };

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  at: number;
}

/** A browser's subscription: what PushSubscription.toJSON() gives, and the private half it keeps. */
export interface TestDevice {
  path: string;
  ecdh: ECDH;
  auth: Buffer;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

export interface PushReceiver {
  host: string;
  origin: string;
  received: ReceivedPush[];
  /** The status each path answers (default 201 Created, as push services do). */
  answer: Map<string, number>;
  device(name: string): TestDevice;
  /** The first push to `path` (after `since`) that fits, within `timeoutMs`. */
  waitFor(
    path: string,
    fits: (payload: Record<string, unknown>) => boolean,
    timeoutMs?: number,
    since?: number,
  ): Promise<{ push: ReceivedPush; payload: Record<string, unknown> }>;
  close(): Promise<void>;
}

/** The message's body as the browser decrypts it (RFC 8291, aes128gcm), parsed. */
export function decryptPush(device: TestDevice, push: ReceivedPush): Record<string, unknown> {
  if (push.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${push.headers['content-encoding']}`);
  const plain = ece.decrypt(push.body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: b64url(device.auth) });
  return JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
}

/** The VAPID claims if the Authorization header's JWT verifies (ES256) against `publicKey` (base64url, uncompressed P-256). */
export function verifiedVapidClaims(authorization: string | undefined, publicKey: string): Record<string, unknown> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Not a VAPID Authorization header: ${authorization}`);
  const [, jwt, k] = match;
  if (k !== publicKey) throw new Error('k= is not the application server key');
  const [header, claims, signature] = jwt.split('.');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('The JWT is not ES256');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) }, format: 'jwk' });
  const valid = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('The VAPID JWT signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const received: ReceivedPush[] = [];
  const answer = new Map<string, number>();
  const devices = new Map<string, TestDevice>();
  const waiters = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks), at: Date.now() });
      res.writeHead(answer.get(path) ?? 201).end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const origin = `http://${host}`;

  const receiver: PushReceiver = {
    host,
    origin,
    received,
    answer,
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${name}`;
      const device = { path, ecdh, auth, subscription: { endpoint: `${origin}${path}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } } };
      devices.set(path, device);
      return device;
    },
    async waitFor(path, fits, timeoutMs = 2_000, since = 0) {
      const device = devices.get(path);
      if (!device) throw new Error(`No device at ${path}`);
      const find = () => {
        for (const push of received) {
          if (push.path !== path || push.at < since) continue;
          const payload = decryptPush(device, push);
          if (fits(payload)) return { push, payload };
        }
        return undefined;
      };
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = find();
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) {
          const seen = received.filter((push) => push.path === path).map((push) => decryptPush(device, push).type);
          throw new Error(`No fitting push to ${path} within ${timeoutMs} ms; it got: ${JSON.stringify(seen)}`);
        }
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return receiver;
}
