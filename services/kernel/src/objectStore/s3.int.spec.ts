import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { objectStoreContract } from './objectStore.contract';
import { s3ConfigFromEnv, type S3Config } from './s3Config';
import { s3ClientFor, S3ObjectStore } from './s3ObjectStore';

jest.setTimeout(120_000);

/**
 * Runs where an S3-compatible server is reachable (none is on the development or CI machines): S3_ENDPOINT
 * names it, S3_BUCKET an existing bucket, with S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE=1
 * for MinIO. Each store of the run has a prefix of its own under `rd-test-<run>/`, deleted after it.
 */
const endpoint = process.env.S3_ENDPOINT || undefined;
const describeServer = endpoint ? describe : describe.skip;
if (!endpoint) console.info('s3.int.spec: skipped, S3_ENDPOINT is not set (no S3-compatible server here); see deploy/README.md');

describeServer('S3 object store', () => {
  const run = `rd-test-${randomBytes(6).toString('hex')}`;
  const base = (): S3Config => s3ConfigFromEnv({ ...process.env, S3_PREFIX: run })!;
  const configs: S3Config[] = [];
  const fresh = (): S3Config => {
    configs.push({ ...base(), prefix: `${run}/${randomBytes(6).toString('hex')}/` });
    return configs.at(-1)!;
  };

  afterAll(async () => {
    const client = s3ClientFor(base());
    for (let token: string | undefined, first = true; first || token; first = false) {
      const page = await client.send(new ListObjectsV2Command({ Bucket: base().bucket, Prefix: `${run}/`, ContinuationToken: token }));
      await Promise.all((page.Contents ?? []).map((object) => client.send(new DeleteObjectCommand({ Bucket: base().bucket, Key: object.Key! }))));
      token = page.NextContinuationToken;
    }
    client.destroy();
  });

  describe('contract', () => objectStoreContract(() => S3ObjectStore.open(fresh())));

  it('lets replicas on one prefix agree on one kept key, one claim and one photo', async () => {
    const config = fresh();
    const [a, b, c] = await Promise.all([S3ObjectStore.open(config), S3ObjectStore.open(config), S3ObjectStore.open(config)]);
    const now = new Date();
    const upload = a.signUpload(now, 60_000);
    expect(b.verifyUpload(upload, now)).toBeNull();
    expect(c.verifyUpload(upload, now)).toBeNull();
    const claims = await Promise.all([a, b, c, a, b, c].map((store) => store.claimUpload(upload.uploadId)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const puts = await Promise.allSettled([a, b, c].map((store, i) => store.putPhoto(upload.uploadId, { large: new Uint8Array([i]) })));
    expect(puts.filter((put) => put.status === 'fulfilled')).toHaveLength(1);
    const kept = [a, b, c].findIndex((_, i) => puts[i].status === 'fulfilled');
    for (const store of [a, b, c]) expect(await store.readPhoto(upload.uploadId, 'large')).toEqual(new Uint8Array([kept]));
  });

  it('signs with OBJECT_SIGNING_KEY when given, keeping no key in the bucket', async () => {
    const key = 'an-operator-chosen-key-of-40-characters!';
    const config = fresh();
    const upload = (await S3ObjectStore.open(config, key)).signUpload(new Date(0), 1000);
    expect((await S3ObjectStore.open(fresh(), key)).verifyUpload(upload, new Date(0))).toBeNull();
    const listed = await s3ClientFor(config).send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: config.prefix }));
    expect(listed.Contents ?? []).toEqual([]);
  });
});
