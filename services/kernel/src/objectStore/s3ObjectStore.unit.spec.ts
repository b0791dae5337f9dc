import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { objectStoreContract } from './objectStore.contract';
import type { S3Config } from './s3Config';
import { S3ObjectStore } from './s3ObjectStore';

/**
 * The adapter and the real SDK against a few lines that answer S3's REST API as the S3 documentation
 * says (path-style PUT with If-None-Match: *, GET, HEAD, DELETE; NoSuchKey, PreconditionFailed). It
 * is not S3: s3.int.spec.ts runs the same contract against a real server where S3_ENDPOINT is set.
 */
function fakeS3(): { server: Server; objects: Map<string, Buffer>; requests: string[] } {
  const objects = new Map<string, Buffer>();
  const requests: string[] = [];
  const error = (res: ServerResponse, status: number, code: string) => {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const key = decodeURIComponent(new URL(req.url!, 'http://s3').pathname.slice(1));
      requests.push(`${req.method} ${key}${req.headers['if-none-match'] ? ` if-none-match:${String(req.headers['if-none-match'])}` : ''}`);
      const kept = objects.get(key);
      // HeadBucket: the one bucket there is.
      if (/^[^/]+\/?$/.test(key)) {
        res.writeHead(key.replace(/\/$/, '') === 'rd-photos' ? 200 : 404);
        return res.end();
      }
      switch (req.method) {
        case 'PUT':
          if (req.headers['if-none-match'] === '*' && kept) return error(res, 412, 'PreconditionFailed');
          objects.set(key, Buffer.concat(chunks));
          res.writeHead(200, { etag: '"e"' });
          return res.end();
        case 'GET':
          if (!kept) return error(res, 404, 'NoSuchKey');
          res.writeHead(200, { 'content-length': kept.length, 'content-type': 'application/octet-stream' });
          return res.end(kept);
        case 'HEAD':
          res.writeHead(kept ? 200 : 404, kept ? { 'content-length': kept.length } : {});
          return res.end();
        case 'DELETE':
          objects.delete(key);
          res.writeHead(204);
          return res.end();
        default:
          return error(res, 405, 'MethodNotAllowed');
      }
    });
  });
  return { server, objects, requests };
}

describe('S3ObjectStore on the SDK, against a stand-in speaking the S3 API', () => {
  const fake = fakeS3();
  let config: S3Config;
  let stores = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    config = {
      bucket: 'rd-photos',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
      forcePathStyle: true,
      prefix: '',
    };
  });
  afterAll(() => new Promise((resolve) => fake.server.close(resolve)));
  const fresh = (): S3Config => ({ ...config, prefix: `store-${(stores += 1)}/` });

  describe('contract', () => objectStoreContract(() => S3ObjectStore.open(fresh())));

  it('claims and commits with conditional writes, and keeps a second photo’s bytes out of the first one’s place', async () => {
    const store = await S3ObjectStore.open(fresh());
    const prefix = `store-${stores}/`;
    const { uploadId } = store.signUpload(new Date(0), 1000);
    fake.requests.length = 0;
    expect(await store.claimUpload(uploadId)).toBe(true);
    expect(fake.requests).toEqual([`PUT rd-photos/${prefix}claims/${uploadId} if-none-match:*`]);
    await store.putPhoto(uploadId, { large: new Uint8Array([1]) });
    await expect(store.putPhoto(uploadId, { large: new Uint8Array([2]) })).rejects.toThrow(`Photo ${uploadId} is kept already`);
    const keys = [...fake.objects.keys()].filter((key) => key.startsWith(`rd-photos/${prefix}`)).map((key) => key.slice(`rd-photos/${prefix}`.length));
    expect(keys.sort()).toEqual([
      `claims/${uploadId}`,
      `photos/${uploadId}`,
      'signing.key',
      expect.stringMatching(new RegExp(`^variants/${uploadId}/[0-9a-f]{16}/large$`)),
    ]);
    expect(await (await S3ObjectStore.open({ ...config, prefix })).readPhoto(uploadId, 'large')).toEqual(new Uint8Array([1]));
  });

  it('makes one signing key per prefix, the one every replica then signs with', async () => {
    const shared = fresh();
    const [a, b] = await Promise.all([S3ObjectStore.open(shared), S3ObjectStore.open(shared)]);
    const upload = a.signUpload(new Date(0), 1000);
    expect(b.verifyUpload(upload, new Date(0))).toBeNull();
    expect(fake.objects.get(`rd-photos/${shared.prefix}signing.key`)?.toString()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses to open on a bucket that is not there, or a server that does not answer, naming it', async () => {
    await expect(S3ObjectStore.open({ ...config, bucket: 'rd-missing' }, 'k'.repeat(32))).rejects.toThrow(
      `The photo store, S3 bucket rd-missing at ${new URL(config.endpoint!).host}, cannot be used: no such bucket`,
    );
    await expect(S3ObjectStore.open({ ...config, endpoint: 'http://127.0.0.1:1' }, 'k'.repeat(32))).rejects.toThrow(
      'The photo store, S3 bucket rd-photos at 127.0.0.1:1, cannot be used',
    );
  });
});
