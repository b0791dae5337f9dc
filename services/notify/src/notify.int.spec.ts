import { MAX_PUSH_SUBSCRIPTIONS } from '@reality-draft/events';
import { NedbDocumentStore } from '@reality-draft/kernel';
import { bearer, memoryStorage, recordingTransport, startNotify, subscription } from '../test/notifyHarness';
import { vapidDetails } from './vapid/vapidKeys';

describe('the notifier', () => {
  describe('its routes', () => {
    const pushService = recordingTransport();
    let h: Awaited<ReturnType<typeof startNotify>>;
    beforeAll(async () => {
      h = await startNotify(memoryStorage(), { transport: pushService.transport });
    });
    afterAll(() => h.stop());

    it('give anyone the application server key', async () => {
      const { body } = await h.http().get('/api/push/vapid-public-key').expect(200);
      expect(Buffer.from(body.publicKey, 'base64url')).toHaveLength(65);
    });

    it('refuse a subscription without a session (401) and from an admin (403), with a message, keeping nothing', async () => {
      const device = subscription();
      for (const [method, status, token] of [
        ['post', 401, undefined],
        ['post', 403, h.admin],
        ['delete', 401, undefined],
        ['delete', 403, h.admin],
      ] as const) {
        const call = h.http()[method]('/api/push/subscriptions');
        const { body } = await (token ? call.set(bearer(token)) : call).send(device).expect(status);
        expect(body.message).toEqual(expect.any(String));
      }
    });

    it('refuse a body that is not a subscription, and an endpoint the rule refuses, 400 naming it', async () => {
      const ann = await h.player('Ann');
      const device = subscription();
      for (const body of [{}, { endpoint: device.endpoint }, { ...device, keys: { p256dh: 'x', auth: device.keys.auth } }, { ...device, keys: {} }]) {
        const answer = await h.http().post('/api/push/subscriptions').set(bearer(ann.token)).send(body).expect(400);
        expect(answer.body).toEqual({ message: expect.any(String), errors: expect.any(Array) });
      }
      for (const endpoint of ['http://fcm.googleapis.com/fcm/send/1', 'https://push.example.com/1', 'nope']) {
        const answer = await h
          .http()
          .post('/api/push/subscriptions')
          .set(bearer(ann.token))
          .send({ ...device, endpoint })
          .expect(400);
        expect(answer.body.message).toBe(
          'The push endpoint must be an https: URL of a browser push service (Chrome, Firefox, Safari or Edge), or a host named in PUSH_ENDPOINT_HOSTS',
        );
      }
      await h.http().delete('/api/push/subscriptions').set(bearer(ann.token)).send({}).expect(400);
    });

    it(`keep at most ${MAX_PUSH_SUBSCRIPTIONS} devices a player, the oldest going; the same endpoint again is 200; DELETE forgets one`, async () => {
      const [ben, cat] = [await h.player('Ben'), await h.player('Cat')];
      const devices = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS + 1 }, () => subscription());
      for (const device of devices) await h.http().post('/api/push/subscriptions').set(bearer(ben.token)).send(device).expect(201);
      await h.http().post('/api/push/subscriptions').set(bearer(ben.token)).send(devices[5]).expect(200);
      await h.http().delete('/api/push/subscriptions').set(bearer(ben.token)).send({ endpoint: devices[3].endpoint }).expect(204);
      await h.http().delete('/api/push/subscriptions').set(bearer(ben.token)).send({ endpoint: devices[3].endpoint }).expect(204);

      pushService.sent.length = 0;
      await h.startedDraft([ben, cat]);
      await h.sender().idle();
      const reached = new Set(pushService.sent.map((sent) => sent.endpoint));
      expect(reached).toEqual(new Set(devices.filter((_, n) => n !== 0 && n !== 3).map((device) => device.endpoint)));
    });
  });

  describe('a browser two players use', () => {
    it('is the last subscriber’s: the player signed in there before no longer receives at it', async () => {
      const pushService = recordingTransport();
      const h = await startNotify(memoryStorage(), { transport: pushService.transport });
      const [ann, ben] = [await h.player('Ann'), await h.player('Ben')];
      const shared = subscription();
      await h.http().post('/api/push/subscriptions').set(bearer(ann.token)).send(shared).expect(201);
      await h.http().post('/api/push/subscriptions').set(bearer(ben.token)).send(shared).expect(201);
      const { onTheClock } = await h.startedDraft([ann, ben]);
      await h.sender().idle();
      // Ann had draft-started and your-turn or up-next; the browser receives Ben's two only.
      expect(pushService.sent.filter((sent) => sent.endpoint === shared.endpoint)).toHaveLength(2);
      expect([ann.id, ben.id]).toContain(onTheClock);
      await h.stop();
    });
  });

  describe('its sends', () => {
    it('remove a device its push service says is gone (404, 410), retry other failures then count them, and never hold up the pick', async () => {
      const pushService = recordingTransport();
      const h = await startNotify(memoryStorage(), { transport: pushService.transport });
      const [ann, ben] = [await h.player('Ann'), await h.player('Ben')];
      const [gone, failing, fine] = [subscription(), subscription(), subscription()];
      await h.http().post('/api/push/subscriptions').set(bearer(ann.token)).send(gone).expect(201);
      await h.http().post('/api/push/subscriptions').set(bearer(ann.token)).send(failing).expect(201);
      await h.http().post('/api/push/subscriptions').set(bearer(ben.token)).send(fine).expect(201);
      let release!: () => void;
      const held = new Promise<number>((resolve) => (release = () => resolve(201)));
      pushService.answer((endpoint) => (endpoint === gone.endpoint ? 410 : endpoint === failing.endpoint ? 503 : held));

      // Every push to Ben's device hangs: the start still answers at once.
      const startedAt = Date.now();
      await h.startedDraft([ann, ben]);
      expect(Date.now() - startedAt).toBeLessThan(3_000);
      release();
      await h.sender().idle();

      const tries = (endpoint: string) => pushService.sent.filter((sent) => sent.endpoint === endpoint).length;
      expect(tries(failing.endpoint)).toBe(3 * 2); // draft-started and your-turn or up-next: 3 tries each
      expect(tries(gone.endpoint)).toBeLessThanOrEqual(2);
      expect(await h.metric('web_push_subscriptions_removed_total')).toMatch(/ 1$/m);
      expect(await h.metric('web_push_retried_total')).toMatch(/ 4$/m);
      expect(await h.metric('web_push_failed_total')).toMatch(/type="draft-started"} 1$/m);
      expect(await h.metric('web_push_sent_total')).toMatch(/type="draft-started"} 1$/m);

      const sent = pushService.sent.find((each) => each.endpoint === fine.endpoint)!;
      expect(sent.headers).toMatchObject({ 'Content-Encoding': 'aes128gcm', Urgency: 'high' });
      expect(sent.headers.Authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);

      // The gone device is no more: the next pushes to Ann reach only the failing one.
      pushService.sent.length = 0;
      await h.startedDraft([ann, ben]);
      await h.sender().idle();
      expect(tries(gone.endpoint)).toBe(0);
      expect(tries(failing.endpoint)).toBeGreaterThan(0);
      await h.stop();
    });
  });

  describe('its VAPID keys', () => {
    it('are made once and kept where every copy finds them: two copies on one store racing get one pair', async () => {
      const shared = new NedbDocumentStore();
      const now = () => new Date();
      const [a, b] = await Promise.all([vapidDetails({}, shared, now), vapidDetails({}, shared, now)]);
      expect(a).toEqual(b);
      expect(await vapidDetails({}, shared, now)).toEqual(a);
      expect(a.subject).toBe('mailto:admin@reality-draft.invalid');
    });

    it('are the same through two notifiers on one storage, and after a restart', async () => {
      const storage = memoryStorage();
      const [one, two] = [await startNotify(storage), await startNotify(storage)];
      const key = async (h: typeof one) => (await h.http().get('/api/push/vapid-public-key').expect(200)).body.publicKey as string;
      expect(await key(one)).toBe(await key(two));
      const first = await key(one);
      await Promise.all([one.stop(), two.stop()]);
      const again = await startNotify(storage);
      expect(await key(again)).toBe(first);
      await again.stop();
    });

    it('come from VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT when set; one without the other is refused', async () => {
      const env = { VAPID_PUBLIC_KEY: 'BPub', VAPID_PRIVATE_KEY: 'priv', VAPID_SUBJECT: 'mailto:ops@example.com' };
      expect(await vapidDetails(env, new NedbDocumentStore(), () => new Date())).toEqual({
        subject: 'mailto:ops@example.com',
        publicKey: 'BPub',
        privateKey: 'priv',
      });
      await expect(vapidDetails({ VAPID_PUBLIC_KEY: 'BPub' }, new NedbDocumentStore(), () => new Date())).rejects.toThrow('go together');
      expect((await vapidDetails({ PUBLIC_URL: 'https://draft.example.com' }, new NedbDocumentStore(), () => new Date())).subject).toBe(
        'https://draft.example.com',
      );
    });
  });
});
