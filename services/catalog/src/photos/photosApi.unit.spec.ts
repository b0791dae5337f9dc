import {
  OBJECT_ID_PATTERN,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  PHOTO_PATH,
  UPLOAD_PATH,
  UPLOAD_URL_TTL_MS,
  type Contestant,
  type Team,
} from '@reality-draft/events';
import type { ObjectStore, Storage } from '@reality-draft/kernel';
import { photoFacts, testPhotos } from '@reality-draft/kernel/testing';
import { bearer, memoryStorage, startCatalog, type CatalogHarness } from '../../test/catalogHarness';

/** The host the browser reaches the server by (PUBLIC_URL): absolute URLs agree across supertest's ports. */
const HOST = 'draft.test';
/** A Host (or X-Forwarded-Host) a client made up: no URL the server makes may point there. */
const FORGED = 'forged.test';
const ID = new RegExp(OBJECT_ID_PATTERN.slice(1, -1));

describe('cast photos API', () => {
  let storage: Storage;
  let objects: ObjectStore;
  let app: CatalogHarness;
  let admin: string;
  let player: string;
  let clock: Date;
  beforeEach(async () => {
    storage = memoryStorage();
    objects = storage.objects!;
    clock = new Date('2026-11-21T10:00:00.000Z');
    app = await startCatalog(storage, { now: () => clock, publicOrigin: `http://${HOST}` });
    admin = await app.adminToken();
    player = await app.playerToken();
    for (const tool of ['seed-teams', 'seed-contestants', 'seed-survivor-contestants'])
      await app.http().post(`/api/admin/${tool}`).set(bearer(admin)).expect(200);
  });
  afterEach(() => app.running.stop());

  const askForUrl = async () => (await app.http().post('/api/objects/upload').set(bearer(admin)).expect(200)).body.url as string;
  /** The upload URL as the server sees it: its path and query. */
  const local = (url: string) => url.replace(`http://${HOST}`, '');
  const idOf = (url: string) => new URL(url).pathname.slice(UPLOAD_PATH.length);
  /** PUTs the bytes as they are (superagent would otherwise serialize them for a JSON Content-Type). */
  const put = (url: string, bytes: Buffer, contentType = 'image/jpeg') =>
    app
      .http()
      .put(local(url))
      .set('content-type', contentType)
      .serialize((body) => body)
      .send(bytes);
  const upload = async (bytes?: Buffer) => {
    const url = await askForUrl();
    const { body } = await put(url, bytes ?? (await testPhotos.phoneJpeg())).expect(200);
    return { url, photoUrl: body.photoUrl as string };
  };
  const setPhoto = (route: string, id: string, photoUrl: unknown, token = admin) =>
    app.http().put(`/api/${route}/${id}/photo`).set(bearer(token)).send({ photoUrl });
  const survivors = async () => (await app.http().get('/api/survivor-contestants').set(bearer(player)).expect(200)).body as Contestant[];
  /** Refused: the status, the message, and nothing kept or used. */
  async function expectRefused(res: { status: number; body: { message?: string } }, status: number, message: string, url: string) {
    expect([res.status, res.body]).toEqual([status, { message }]);
    expect(await objects.hasPhoto(idOf(url))).toBe(false);
    expect(await objects.isClaimed(idOf(url))).toBe(false);
  }

  describe('asking for an upload URL', () => {
    it('answers an admin an absolute, signed URL on PUBLIC_URL', async () => {
      const url = await askForUrl();
      const parsed = new URL(url);
      expect(parsed.origin).toBe(`http://${HOST}`);
      expect(parsed.pathname).toMatch(new RegExp(`^${UPLOAD_PATH}[0-9a-f]{32}$`));
      expect(parsed.searchParams.get('expires')).toBe(String(clock.getTime() + UPLOAD_URL_TTL_MS));
      expect(parsed.searchParams.get('signature')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await askForUrl()).not.toBe(url);
    });

    it('ignores a forged Host and X-Forwarded-Host: the URL is on PUBLIC_URL, read from the environment, even behind a trusted proxy', async () => {
      const proxied = await startCatalog(memoryStorage(), {}, { PUBLIC_URL: 'https://draft.example/', TRUST_PROXY: 'loopback' });
      try {
        const token = await proxied.adminToken();
        for (const forged of [{ host: FORGED }, { host: FORGED, 'x-forwarded-host': FORGED, 'x-forwarded-proto': 'http' }]) {
          const { url } = (await proxied.http().post('/api/objects/upload').set(forged).set(bearer(token)).expect(200)).body;
          expect(new URL(url).origin).toBe('https://draft.example');
        }
      } finally {
        await proxied.running.stop();
      }
    });

    it('answers a path without PUBLIC_URL, never a URL on the Host the request names; setting a photo then takes paths only', async () => {
      const unset = await startCatalog(memoryStorage());
      try {
        const token = await unset.adminToken();
        await unset.http().post('/api/admin/seed-survivor-contestants').set(bearer(token)).expect(200);
        const ask = () => unset.http().post('/api/objects/upload').set({ host: FORGED, 'x-forwarded-host': FORGED }).set(bearer(token)).expect(200);
        const { url } = (await ask()).body as { url: string };
        expect(url).toMatch(new RegExp(`^${UPLOAD_PATH}[0-9a-f]{32}\\?expires=\\d+&signature=[A-Za-z0-9_-]{43}$`));
        const bytes = await testPhotos.png();
        const { photoUrl } = (
          await unset
            .http()
            .put(url)
            .set('content-type', 'image/png')
            .serialize((body) => body)
            .send(bytes)
            .expect(200)
        ).body;
        const setTo = (to: string) =>
          unset.http().put('/api/survivor-contestants/sv49-c01/photo').set('host', FORGED).set(bearer(token)).send({ photoUrl: to });
        for (const absolute of [`http://${FORGED}${url}`, `http://${FORGED}${photoUrl}`]) {
          expect((await setTo(absolute).expect(400)).body).toEqual({ message: PHOTO_MESSAGES.notOurs });
        }
        expect((await setTo(url).expect(200)).body).toMatchObject({ photoUrl });
      } finally {
        await unset.running.stop();
      }
    });

    it('refuses a player (403) and a caller without a session (401)', async () => {
      expect((await app.http().post('/api/objects/upload').set(bearer(player)).expect(403)).body).toEqual({
        message: 'Admin privileges are required for this action.',
      });
      expect((await app.http().post('/api/objects/upload').expect(401)).body).toEqual({ message: 'Please log in to continue.' });
    });
  });

  describe('uploading to it', () => {
    it('keeps a JPEG as upright WebP of at most 640 and 160 pixels, without its EXIF or GPS, served cached for a year', async () => {
      const original = await testPhotos.phoneJpeg();
      expect(await photoFacts(original)).toMatchObject({ width: 1200, height: 800, metadata: true, gps: true });
      const url = await askForUrl();
      const res = await put(url, original).expect(200);
      expect(res.body).toEqual({ photoUrl: `${PHOTO_PATH}${idOf(url)}` });

      const large = await app.http().get(res.body.photoUrl).expect(200);
      expect(large.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        etag: `"${idOf(url)}-large"`,
      });
      expect(await photoFacts(large.body)).toEqual({ format: 'webp', width: 427, height: 640, metadata: false, gps: false });
      const small = await app.http().get(`${res.body.photoUrl}?size=small`).expect(200);
      expect(await photoFacts(small.body)).toEqual({ format: 'webp', width: 107, height: 160, metadata: false, gps: false });
      await app.http().get(res.body.photoUrl).set('if-none-match', large.headers.etag).expect(304);
    });

    it('needs no session, and reads the bytes whatever the Content-Type says (JSON included)', async () => {
      for (const contentType of ['application/json', 'text/plain', 'application/octet-stream', 'image/png']) {
        const url = await askForUrl();
        await put(url, await testPhotos.png(), contentType).expect(200);
        expect(await objects.hasPhoto(idOf(url))).toBe(true);
      }
      const url = await askForUrl();
      await put(url, await testPhotos.webp())
        .set(bearer(player))
        .expect(200);
    });

    it('refuses a used URL with 409, keeping the first photo', async () => {
      const { url, photoUrl } = await upload();
      const again = await put(url, await testPhotos.png()).expect(409);
      expect(again.body).toEqual({ message: PHOTO_MESSAGES.used });
      expect(await photoFacts((await app.http().get(photoUrl).expect(200)).body)).toMatchObject({ width: 427 });
    });

    it('takes one of several copies of a URL sent at once; the others are refused with 409', async () => {
      const url = await askForUrl();
      const bytes = await testPhotos.png();
      const answers = await Promise.all([put(url, bytes), put(url, bytes), put(url, bytes)]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409]);
      expect(await objects.hasPhoto(idOf(url))).toBe(true);
    });

    it('refuses an expired URL with 403, keeping nothing', async () => {
      const url = await askForUrl();
      clock = new Date(clock.getTime() + UPLOAD_URL_TTL_MS);
      await expectRefused(await put(url, await testPhotos.png()), 403, PHOTO_MESSAGES.expired, url);
    });

    it('refuses a tampered, missing or borrowed signature with 403, keeping nothing', async () => {
      const url = await askForUrl();
      const other = await askForUrl();
      const parsed = new URL(url);
      const signature = parsed.searchParams.get('signature')!;
      const expires = parsed.searchParams.get('expires')!;
      const forged = [
        url.replace(signature, `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`),
        url.replace(`expires=${expires}`, `expires=${Number(expires) + 3_600_000}`),
        url.replace(/&signature=.*$/, ''),
        url.replace(/\?.*$/, ''),
        url.replace(`expires=${expires}`, 'expires=soon'),
        other.replace(idOf(other), idOf(url)),
        url.replace(idOf(url), 'f'.repeat(32)),
      ];
      for (const attempt of forged) await expectRefused(await put(attempt, await testPhotos.png()), 403, PHOTO_MESSAGES.badSignature, url);
    });

    it.each([
      ['text named photo.jpg', async () => Buffer.from('not a photo at all, whatever the name photo.jpg says')],
      ['a truncated PNG', () => testPhotos.truncatedPng()],
      ['a GIF', testPhotos.gif],
      ['nothing', async () => Buffer.alloc(0)],
    ])('refuses %s with 415, keeping nothing and leaving the URL usable', async (_name, make) => {
      const url = await askForUrl();
      await expectRefused(await put(url, await make()), 415, PHOTO_MESSAGES.notAnImage, url);
      await put(url, await testPhotos.png()).expect(200);
    });

    it('refuses a file over 5 MB, and an image of too many pixels, with 413, keeping nothing', async () => {
      const url = await askForUrl();
      const big = Buffer.concat([await testPhotos.phoneJpeg(), Buffer.alloc(PHOTO_MAX_BYTES)]);
      await expectRefused(await put(url, big), 413, PHOTO_MESSAGES.tooLarge, url);
      await expectRefused(await put(url, await testPhotos.pngClaiming(10_000, 10_000), 'image/png'), 413, PHOTO_MESSAGES.tooManyPixels, url);
      await put(url, await testPhotos.png()).expect(200);
    });

    it('refuses an id that is not 32 hex characters, a path out of the store included, with 400', async () => {
      const url = await askForUrl();
      const query = new URL(url).search;
      for (const id of ['..%2F..%2Fetc%2Fpasswd', '..%2Fphotos%2F' + idOf(url), idOf(url).toUpperCase(), idOf(url).slice(1), `${idOf(url)}0`]) {
        const res = await app
          .http()
          .put(`${UPLOAD_PATH}${id}${query}`)
          .set('content-type', 'image/png')
          .send(await testPhotos.png());
        expect([res.status, res.body.message]).toEqual([400, 'uploadId is not in the expected form.']);
      }
      expect(await objects.isClaimed(idOf(url))).toBe(false);
    });
  });

  describe('serving photos', () => {
    it('answers 404 for an unknown photo, 400 for a malformed id or size, to anyone', async () => {
      const { photoUrl } = await upload();
      expect(
        (
          await app
            .http()
            .get(`${PHOTO_PATH}${'0'.repeat(32)}`)
            .expect(404)
        ).body,
      ).toEqual({ message: 'Photo not found.' });
      await app.http().get(`${PHOTO_PATH}..%2F..%2Fsigning.key`).expect(400);
      await app.http().get(`${PHOTO_PATH}not-an-id`).expect(400);
      await app.http().get(`${photoUrl}?size=huge`).expect(400);
      await app.http().get(`${photoUrl}?size=small&size=large`).expect(400);
      await app.http().get(photoUrl).set(bearer(player)).expect(200);
    });
  });

  describe("setting a member's photo", () => {
    it('takes the upload URL the spec client sends, absolute or not, with or without its query, or the photo path', async () => {
      const { url, photoUrl } = await upload();
      const forms = [url, local(url), url.replace(/\?.*$/, ''), photoUrl, `http://${HOST}${photoUrl}?size=small`];
      for (const form of forms) {
        await setPhoto('survivor-contestants', 'sv49-c01', null).expect(200);
        const res = await setPhoto('survivor-contestants', 'sv49-c01', form).expect(200);
        expect(res.body).toMatchObject({ id: 'sv49-c01', showType: 'survivor', photoUrl });
      }
    });

    it('answers the member, and the cast list carries the photo; the same photo again is no new event; null removes it', async () => {
      const { url, photoUrl } = await upload();
      const res = await setPhoto('survivor-contestants', 'sv49-c03', url).expect(200);
      expect(res.body).toEqual((await survivors()).find((member) => member.id === 'sv49-c03'));
      expect(res.body).toMatchObject({ id: 'sv49-c03', photoUrl, isActive: true });
      const head = await storage.events.head();
      expect((await setPhoto('survivor-contestants', 'sv49-c03', photoUrl).expect(200)).body).toEqual(res.body);
      expect(await storage.events.head()).toBe(head);
      expect((await setPhoto('survivor-contestants', 'sv49-c03', null).expect(200)).body).toMatchObject({ photoUrl: null });
      expect((await survivors()).find((member) => member.id === 'sv49-c03')?.photoUrl).toBeNull();
    });

    it("sets a Big Brother contestant's photo and an Amazing Race team's team photo", async () => {
      const { photoUrl } = await upload();
      expect((await setPhoto('contestants', 'bb27-c02', photoUrl).expect(200)).body).toMatchObject({ id: 'bb27-c02', photoUrl });
      expect((await setPhoto('teams', 'ar38-t04', photoUrl).expect(200)).body).toMatchObject({ id: 'ar38-t04', teamPhotoUrl: photoUrl, photoUrl: null });
      const teams = (await app.http().get('/api/teams').set(bearer(player)).expect(200)).body as Team[];
      expect(teams.find((team) => team.id === 'ar38-t04')?.teamPhotoUrl).toBe(photoUrl);
    });

    it('refuses an address that is not a photo uploaded here with 400, and one never uploaded with 422', async () => {
      const { photoUrl } = await upload();
      const id = photoUrl.slice(PHOTO_PATH.length);
      for (const elsewhere of [
        `https://elsewhere.test${photoUrl}`,
        `//elsewhere.test${photoUrl}`,
        'https://cdn.example.com/sv49-c01.jpg',
        `http://${HOST}/api/teams/${id}`,
        `${PHOTO_PATH}not-a-photo-id`,
        `${UPLOAD_PATH}${id.toUpperCase()}`,
        `javascript:alert(1)//${photoUrl}`,
        'data:image/png;base64,iVBORw0KGgo=',
        `http://user:pass@${HOST}${photoUrl}`,
      ]) {
        const res = await setPhoto('survivor-contestants', 'sv49-c01', elsewhere);
        expect([elsewhere, res.status, res.body]).toEqual([elsewhere, 400, { message: PHOTO_MESSAGES.notOurs }]);
      }
      const neverUsed = await askForUrl();
      expect((await setPhoto('survivor-contestants', 'sv49-c01', neverUsed).expect(422)).body).toEqual({ message: PHOTO_MESSAGES.notUploaded });
      expect((await setPhoto('survivor-contestants', 'sv49-c01', `${PHOTO_PATH}${'a'.repeat(32)}`).expect(422)).body).toEqual({
        message: PHOTO_MESSAGES.notUploaded,
      });
      expect((await survivors())[0].photoUrl).toBeNull();
    });

    it("refuses an unknown member and another show's member with 404, a player with 403, no session with 401", async () => {
      const { photoUrl } = await upload();
      const head = await storage.events.head();
      expect((await setPhoto('survivor-contestants', 'sv49-c99', photoUrl).expect(404)).body).toEqual({ message: 'Contestant not found.' });
      expect((await setPhoto('survivor-contestants', 'bb27-c01', photoUrl).expect(404)).body).toEqual({ message: 'Contestant not found.' });
      expect((await setPhoto('contestants', 'sv49-c01', photoUrl).expect(404)).body).toEqual({ message: 'Contestant not found.' });
      expect((await setPhoto('teams', 'bb27-c01', photoUrl).expect(404)).body).toEqual({ message: 'Team not found.' });
      expect((await setPhoto('survivor-contestants', 'sv49-c01', photoUrl, player).expect(403)).body).toEqual({
        message: 'Admin privileges are required for this action.',
      });
      await app.http().put('/api/survivor-contestants/sv49-c01/photo').send({ photoUrl }).expect(401);
      await setPhoto('survivor-contestants', 'sv49-c01', 42).expect(400);
      await app.http().put('/api/survivor-contestants/sv49-c01/photo').set(bearer(admin)).send({}).expect(400);
      expect(await storage.events.head()).toBe(head);
    });
  });

  it('mints ids of the contract pattern', async () => {
    expect(idOf(await askForUrl())).toMatch(ID);
  });
});
