import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DiskObjectStore } from './diskObjectStore';
import { BAD_IDS, objectStoreContract } from './objectStore.contract';

const NOW = new Date('2026-11-21T10:00:00.000Z');
const TTL = 60_000;

/** Every file and folder under `dir`, relative to it. */
async function tree(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).map(String).sort();
}

describe('DiskObjectStore', () => {
  let parent: string;
  let root: string;
  beforeEach(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'rd-objects-'));
    root = path.join(parent, 'objects');
  });
  afterEach(() => rm(parent, { recursive: true, force: true }));

  describe('contract', () => {
    const dirs: string[] = [];
    afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
    objectStoreContract(async () => {
      dirs.push(await mkdtemp(path.join(tmpdir(), 'rd-objects-contract-')));
      return DiskObjectStore.open(dirs.at(-1)!);
    });
  });

  it('makes its signing key once, readable by the owner only, and signs with it after a restart', async () => {
    const first = await DiskObjectStore.open(root);
    const keyFile = await stat(path.join(root, 'signing.key'));
    expect(keyFile.mode & 0o777).toBe(0o600);
    const upload = first.signUpload(NOW, TTL);
    const again = await DiskObjectStore.open(root);
    expect(again.verifyUpload(upload, NOW)).toBeNull();
  });

  it('signs with OBJECT_SIGNING_KEY when given, keeping no key file', async () => {
    const key = 'an-operator-chosen-key-of-40-characters!';
    const upload = (await DiskObjectStore.open(root, key)).signUpload(NOW, TTL);
    expect(await tree(root)).toEqual(['claims', 'photos', 'staging']);
    const elsewhere = await DiskObjectStore.open(path.join(parent, 'elsewhere'), key);
    expect(elsewhere.verifyUpload(upload, NOW)).toBeNull();
    await expect(DiskObjectStore.open(path.join(parent, 'weak'), 'short')).rejects.toThrow('at least 32 characters');
  });

  it('lets only one of two stores on the same folder (two processes) claim an upload', async () => {
    const [a, b] = await Promise.all([DiskObjectStore.open(root), DiskObjectStore.open(root)]);
    expect(await readFile(path.join(root, 'signing.key'), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    const { uploadId } = a.signUpload(NOW, TTL);
    const claims = await Promise.all([a.claimUpload(uploadId), b.claimUpload(uploadId), a.claimUpload(uploadId), b.claimUpload(uploadId)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    await a.putPhoto(uploadId, { large: new Uint8Array([1, 2, 3]) });
    expect(await b.readPhoto(uploadId, 'large')).toEqual(Buffer.from([1, 2, 3]));
  });

  it('writes nothing outside its folder, and leaves no staged files behind, whatever the ids', async () => {
    const store = await DiskObjectStore.open(root);
    const { uploadId } = store.signUpload(NOW, TTL);
    await store.claimUpload(uploadId);
    await store.putPhoto(uploadId, { large: new Uint8Array([1]), small: new Uint8Array([2]) });
    for (const id of BAD_IDS) {
      await store.claimUpload(id);
      await store.putPhoto(id, { large: new Uint8Array([9]) }).catch(() => undefined);
    }
    await store.putPhoto(uploadId, { large: new Uint8Array([9]) }).catch(() => undefined);
    expect(await readdir(parent)).toEqual(['objects']);
    expect(await tree(root)).toEqual(
      ['claims', `claims/${uploadId}`, 'photos', `photos/${uploadId}`, `photos/${uploadId}/large`, `photos/${uploadId}/small`, 'signing.key', 'staging'].sort(),
    );
  });
});
