/** Test code only (not built into dist): identity, catalogue, drafts and the notifier on one storage, with a push service that records. */
import { createECDH, randomBytes } from 'node:crypto';
import { catalogService } from '@reality-draft/catalog';
import { draftsService } from '@reality-draft/drafts';
import { bearer, identityWithAdmin, PLAYER_PASSWORD, testAccounts } from '@reality-draft/identity/testing';
import { startServices, type Storage } from '@reality-draft/kernel';
import pino from 'pino';
import request from 'supertest';
import { notifyService, type NotifySettings } from '../src/notifyModule';
import type { PushSender, PushTransport } from '../src/sending/pushSender';

export { bearer } from '@reality-draft/identity/testing';

export { memoryStorage } from '@reality-draft/kernel/testing';

/** A browser's PushSubscription.toJSON() on the given push service host. */
export function subscription(host = 'fcm.googleapis.com') {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  return {
    endpoint: `https://${host}/fcm/send/${randomBytes(6).toString('hex')}`,
    keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

export interface Sent {
  endpoint: string;
  headers: Record<string, string>;
}

/** A push service that records each request and answers `status(endpoint)` (default 201). */
export function recordingTransport() {
  const sent: Sent[] = [];
  let status: (endpoint: string) => number | Promise<number> = () => 201;
  const transport: PushTransport = async (endpoint, init) => {
    sent.push({ endpoint, headers: init.headers });
    return { status: await status(endpoint) };
  };
  return { sent, transport, answer: (next: typeof status) => (status = next) };
}

/**
 * `readModelsPrefix`: read models of this copy's own in the shared store (a new prefix: built afresh from the log).
 * `startModules: false` runs the projections without starting the services, as `npm run replay` does.
 */
export async function startNotify(storage: Storage, settings: Partial<NotifySettings> = {}, readModelsPrefix = '', startModules = true) {
  let sender!: PushSender;
  const running = await startServices({
    storage,
    logger: pino({ level: 'silent' }),
    env: {},
    readModelsPrefix,
    startModules,
    services: [
      identityWithAdmin(),
      catalogService(),
      draftsService({ turnClock: false }),
      notifyService({
        retryDelaysMs: [5, 5],
        ...settings,
        onSender: (made) => {
          sender = made;
        },
      }),
    ],
  });
  const http = () => request(running.app);
  const { login, adminToken } = testAccounts(running, storage);
  const admin = await adminToken();
  let registered = 0;
  return {
    running,
    http,
    admin,
    sender: () => sender,
    async player(firstName: string) {
      registered += 1;
      const email = `${firstName.toLowerCase()}${registered}${randomBytes(3).toString('hex')}@example.test`;
      const { body } = await http().post('/api/players/register').send({ email, password: PLAYER_PASSWORD, firstName }).expect(201);
      return { id: body.user.id as string, token: await login(email, PLAYER_PASSWORD) };
    },
    /** A started survivor draft of these players; answers its id and who is on the clock. */
    async startedDraft(players: { token: string }[]) {
      await http().post('/api/admin/seed-survivor-contestants').set(bearer(admin)).send({}).expect(200);
      const { body: draft } = await http()
        .post('/api/drafts')
        .set(bearer(admin))
        .send({ draftDate: '2026-12-02', showType: 'survivor', turnTimeLimit: 60 })
        .expect(201);
      for (const player of players) await http().post('/api/drafts/join').set(bearer(player.token)).send({ joinCode: draft.joinCode }).expect(200);
      const { body: room } = await http().post(`/api/drafts/${draft.id}/start`).set(bearer(admin)).send({}).expect(200);
      return { id: draft.id as string, onTheClock: room.draft.currentPlayerId as string };
    },
    metric: async (name: string) => (await running.metrics.registry.getSingleMetricAsString(`reality_draft_${name}`)) ?? '',
    stop: () => running.stop(),
  };
}
