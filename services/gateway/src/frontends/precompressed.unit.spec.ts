import http from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { gatewayOnFiles, type GatewayOnFiles } from '../../test/gatewayOnFiles';
import { type RunningGateway } from '../gateway';
import { acceptedEncodings } from './precompressed';

const BUNDLE = `console.log(${JSON.stringify('a hashed chunk '.repeat(200))});`;
const REMOTE_ENTRY = `var mf_admin = ${JSON.stringify('the remote entry '.repeat(200))};`;
const INDEX = `<!doctype html><title>shell</title>${'<meta name="x" content="y">'.repeat(50)}`;
const SMALL = 'console.log(1)';

/** Builds as kit's webpack config writes them: `.br` and `.gz` beside each text file above the threshold. */
async function fakeBuilds(root: string) {
  const write = async (file: string, text: string, compressed = true) => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
    if (!compressed) return;
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  };
  await write(path.join(root, 'shell', 'dist', 'index.html'), INDEX);
  await write(path.join(root, 'shell', 'dist', '123.abcdef12.js'), BUNDLE);
  await write(path.join(root, 'shell', 'dist', 'small.js'), SMALL, false);
  await write(path.join(root, 'mf-admin', 'dist', 'remoteEntry.js'), REMOTE_ENTRY);
  // A build that only has the gzip copy.
  await write(path.join(root, 'mf-admin', 'dist', 'only-gzip.js'), BUNDLE, false);
  await writeFile(path.join(root, 'mf-admin', 'dist', 'only-gzip.js.gz'), gzipSync(BUNDLE));
}

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The answer as sent on the wire (supertest would decode it). */
function get(base: string, urlPath: string, acceptEncoding?: string, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const req = http.request(`${base}${urlPath}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (res: Raw) =>
  (res.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(res.body)
    : res.headers['content-encoding'] === 'gzip'
      ? gunzipSync(res.body)
      : res.body
  ).toString();

describe('precompressed frontends', () => {
  let running: GatewayOnFiles;
  let gateway: RunningGateway;
  let root: string;
  const env = { EVENT_STORE: 'memory' } as NodeJS.ProcessEnv;
  const BROWSER = 'gzip, deflate, br, zstd';

  beforeAll(async () => {
    running = await gatewayOnFiles(fakeBuilds, env);
    ({ gateway, root } = running);
  });
  afterAll(() => running.stop());

  it('sends brotli when the browser accepts it, with the original type and the long cache of a hashed chunk', async () => {
    const res = await get(gateway.url, '/123.abcdef12.js', BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(BUNDLE.length / 5);
    expect(decode(res)).toBe(BUNDLE);
  });

  it('sends gzip to a client without brotli, and honours q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8', 'deflate, gzip']) {
      const res = await get(gateway.url, '/123.abcdef12.js', accept);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(decode(res)).toBe(BUNDLE);
    }
    expect((await get(gateway.url, '/123.abcdef12.js', '*')).headers['content-encoding']).toBe('br');
  });

  it('sends the file itself to a client that accepts no compression, still varying on Accept-Encoding', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0', 'zstd']) {
      const res = await get(gateway.url, '/123.abcdef12.js', accept);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.toString()).toBe(BUNDLE);
    }
  });

  it('sends a file with no compressed copy as it is', async () => {
    const res = await get(gateway.url, '/small.js', BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body.toString()).toBe(SMALL);
    const gzipOnly = await get(gateway.url, '/mf/admin/only-gzip.js', BROWSER);
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(decode(gzipOnly)).toBe(BUNDLE);
  });

  it("compresses a remote's entry file and keeps it uncached", async () => {
    const res = await get(gateway.url, '/mf/admin/remoteEntry.js', BROWSER);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decode(res)).toBe(REMOTE_ENTRY);
    expect((await get(gateway.url, '/mf/admin/missing.js', BROWSER)).status).toBe(404);
  });

  it("compresses the shell's page for every client-side route, uncached", async () => {
    for (const page of ['/login', '/admin', '/no/such/page', '/index.html']) {
      const res = await get(gateway.url, page, BROWSER);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(res)).toBe(INDEX);
    }
    const plain = await get(gateway.url, '/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(INDEX);
  });

  it('answers HEAD and conditional requests for the compressed copy', async () => {
    const head = await get(gateway.url, '/123.abcdef12.js', BROWSER, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
    const first = await get(gateway.url, '/mf/admin/remoteEntry.js', BROWSER);
    const again = await new Promise<number>((resolve, reject) => {
      http
        .get(`${gateway.url}/mf/admin/remoteEntry.js`, { headers: { 'accept-encoding': BROWSER, 'if-none-match': first.headers.etag! } }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        })
        .on('error', reject);
    });
    expect(again).toBe(304);
  });

  it('never serves a file outside the build', async () => {
    await writeFile(path.join(root, 'shell', 'secret.js'), BUNDLE);
    await writeFile(path.join(root, 'shell', 'secret.js.br'), brotliCompressSync(BUNDLE));
    for (const url of ['/..%2Fsecret.js', '/%2e%2e/secret.js', '/mf/admin/..%2F..%2Fshell%2Fsecret.js']) {
      const res = await get(gateway.url, url, BROWSER);
      expect(decode(res)).not.toContain('a hashed chunk');
    }
  });
});

describe('Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0.1', ['br']],
    ['BR, GZip', ['br', 'gzip']],
    ['*', ['br', 'gzip']],
    ['*, br;q=0', ['gzip']],
    ['gzip;q=0', []],
    ['identity', []],
    ['', []],
  ])('%j allows %j', (header, codings) => {
    expect([...acceptedEncodings(header)]).toEqual(codings);
  });
});
