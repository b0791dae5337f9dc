import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PHOTO_MESSAGES, UPLOAD_PATH } from '@reality-draft/events';
import { openStorage, type Storage } from '@reality-draft/kernel';
import { photoFacts, testPhotos } from '@reality-draft/kernel/testing';
import { bearer, startCatalog, type CatalogHarness } from '../../test/catalogHarness';

jest.setTimeout(60_000);

/** Every file and folder under DATA_DIR/objects. */
const objectFiles = async (dataDir: string) => (await readdir(path.join(dataDir, 'objects'), { recursive: true })).map(String).sort();

describe('cast photos on local disk under DATA_DIR', () => {
  let dataDir: string;
  let storage: Storage;
  let app: CatalogHarness;
  let admin: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rd-photos-'));
    storage = await openStorage({ eventStore: 'pglite', dataDir });
    app = await startCatalog(storage);
    admin = await app.adminToken();
  });
  afterEach(async () => {
    await app.running.stop();
    await storage.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The upload URL (a path: no PUBLIC_URL here), resolved on a stand-in origin to read its parts. */
  const askForUrl = async () => new URL((await app.http().post('/api/objects/upload').set(bearer(admin)).expect(200)).body.url, 'http://draft.test');
  const put = (url: URL, bytes: Buffer) => app.http().put(`${url.pathname}${url.search}`).set('content-type', 'image/jpeg').send(bytes);

  it('keeps nothing for a refused upload, and the variants and the used mark for a kept one, across a restart', async () => {
    const url = await askForUrl();
    const id = url.pathname.slice(UPLOAD_PATH.length);
    expect((await put(url, Buffer.from('plain text called photo.jpg')).expect(415)).body).toEqual({ message: PHOTO_MESSAGES.notAnImage });
    expect((await put(url, await testPhotos.truncatedPng())).status).toBe(415);
    expect(await objectFiles(dataDir)).toEqual(['claims', 'photos', 'signing.key', 'staging']);

    const { photoUrl } = (await put(url, await testPhotos.phoneJpeg()).expect(200)).body;
    expect(await objectFiles(dataDir)).toEqual([
      'claims',
      `claims/${id}`,
      'photos',
      `photos/${id}`,
      `photos/${id}/large`,
      `photos/${id}/small`,
      'signing.key',
      'staging',
    ]);
    await app.http().post('/api/admin/seed-survivor-contestants').set(bearer(admin)).expect(200);
    await app
      .http()
      .put('/api/survivor-contestants/sv49-c02/photo')
      .set(bearer(admin))
      .send({ photoUrl: `${url.pathname}${url.search}` })
      .expect(200);

    await app.running.stop();
    await storage.close();
    storage = await openStorage({ eventStore: 'pglite', dataDir });
    app = await startCatalog(storage);
    admin = await app.adminToken();
    expect(await photoFacts((await app.http().get(photoUrl).expect(200)).body)).toMatchObject({ format: 'webp', width: 427, height: 640, metadata: false });
    expect((await put(url, await testPhotos.png()).expect(409)).body).toEqual({ message: PHOTO_MESSAGES.used });
    const castaways = (await app.http().get('/api/survivor-contestants').set(bearer(admin)).expect(200)).body;
    expect(castaways[1]).toMatchObject({ id: 'sv49-c02', photoUrl });
  });
});
