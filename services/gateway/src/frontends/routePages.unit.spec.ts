import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { gatewayOnFiles, type GatewayOnFiles } from '../../test/gatewayOnFiles';

const INDEX = `<!doctype html><html><head><title>Reality Draft</title><script defer src="/main.js"></script>${'<meta name="x" content="y">'.repeat(40)}</head><body><div id="root"></div></body></html>`;
const manifest = (roomChunk: string) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './PlayerDraftRoom',
      assets: { js: { sync: [roomChunk, '__federation_expose_PlayerDraftRoom.ee.js'], async: ['9.cc.js'] }, css: { sync: [], async: [] } },
    },
  ],
});
const OTHER_ORIGIN = 'http://127.0.0.1:9500';
const FIRST_READS = '(()=>{fetch("/api/players/me")})();';
const hashSource = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const inlineScripts = (html: string) => [...html.matchAll(/<script>(.*?)<\/script>/g)].map(([, code]) => code);
const scriptSources = (csp: string | string[] | undefined) =>
  String(csp)
    .split(';')
    .find((directive) => directive.startsWith('script-src '))!
    .split(' ')
    .slice(1);

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

function get(base: string, urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${urlPath}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const coding = body.length ? res.headers['content-encoding'] : undefined;
        const text = (coding === 'br' ? brotliDecompressSync(body) : coding === 'gzip' ? gunzipSync(body) : body).toString();
        resolve({ status: res.statusCode!, headers: res.headers, text });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const inlinedRegistry = (html: string) => JSON.parse(/<script type="application\/json" id="mf-registry">(.*?)<\/script>/.exec(html)![1]);
/** What the page preloads: its <link> tags, and what its inline script is handed to request (a page with first reads). */
const preloads = (html: string) => {
  const block = /<script type="application\/json" id="page-preloads">(.*?)<\/script>/.exec(html)?.[1];
  const handed = block ? (JSON.parse(block) as { as: string; href: string }[]).map(({ as, href }) => `${as} ${href}`) : [];
  return [...handed, ...[...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"/g)].map(([, as, href]) => `${as} ${href}`)];
};

describe("each page's HTML names what its remote needs", () => {
  let dir: string;
  let registryFile: string;
  let running: GatewayOnFiles;
  const url = () => running.gateway.url;
  const manifestFile = () => path.join(running.root, 'mf-drafts', 'dist', 'mf-manifest.json');

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rd-route-pages-'));
    registryFile = path.join(dir, 'registry.json');
    await writeFile(registryFile, '{}');
    running = await gatewayOnFiles(
      async (root) => {
        await mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
        await mkdir(path.join(root, 'mf-drafts', 'dist'), { recursive: true });
        await writeFile(path.join(root, 'shell', 'dist', 'index.html'), INDEX);
        await writeFile(path.join(root, 'shell', 'dist', 'signed-in-chunks.json'), JSON.stringify(['/301.ab.js']));
        await mkdir(path.join(root, 'shell', 'dist', 'inline'), { recursive: true });
        await writeFile(path.join(root, 'shell', 'dist', 'inline', 'first-reads.js'), FIRST_READS);
        await writeFile(path.join(root, 'mf-drafts', 'dist', 'mf-manifest.json'), JSON.stringify(manifest('458.dd.js')));
      },
      { DEMO: '0', MF_REGISTRY_FILE: registryFile },
    );
  });
  afterAll(async () => {
    await running.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it("inlines the registry and preloads the shell's signed-in chunks and a draft room's manifest, entry and first chunks", async () => {
    const res = await get(url(), '/player/draft/42', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(inlinedRegistry(res.text)).toEqual(expect.objectContaining({ mf_drafts: '/mf/drafts/mf-manifest.json', mf_player: '/mf/player/mf-manifest.json' }));
    expect(preloads(res.text)).toEqual([
      'script /301.ab.js',
      'fetch /mf/drafts/mf-manifest.json',
      'script /mf/drafts/remoteEntry.js',
      'script /mf/drafts/458.dd.js',
      'script /mf/drafts/__federation_expose_PlayerDraftRoom.ee.js',
    ]);
    expect(res.text.indexOf('id="mf-registry"')).toBeLessThan(res.text.indexOf('</head>'));
  });

  it("carries the shell's first-reads script in a remote's page, allowed by its hash and by nothing looser", async () => {
    const res = await get(url(), '/player/draft/42', { 'accept-encoding': 'br' });
    expect(inlineScripts(res.text)).toEqual([FIRST_READS]);
    expect(res.text.indexOf(`<script>${FIRST_READS}`)).toBeLessThan(res.text.indexOf('<script defer src="/main.js">'));
    expect(scriptSources(res.headers['content-security-policy'])).toEqual(["'self'", hashSource(FIRST_READS)]);
  });

  it('follows a rebuilt first-reads script, and inlines none it cannot hold safely', async () => {
    const file = path.join(running.root, 'shell', 'dist', 'inline', 'first-reads.js');
    const rebuilt = '(()=>{fetch("/api/drafts/public")})();';
    await writeFile(file, rebuilt);
    const page = await get(url(), '/player/draft/42');
    expect(inlineScripts(page.text)).toEqual([rebuilt]);
    expect(scriptSources(page.headers['content-security-policy'])).toEqual(["'self'", hashSource(rebuilt)]);
    await writeFile(file, 'document.write("</script><script>alert(1)")');
    expect(inlineScripts((await get(url(), '/player/draft/42')).text)).toEqual([]);
    await writeFile(file, FIRST_READS);
  });

  it('sends the same page as gzip or as it is, and answers a conditional request with 304', async () => {
    const br = await get(url(), '/player/draft/42', { 'accept-encoding': 'br' });
    const gzip = await get(url(), '/player/draft/42', { 'accept-encoding': 'gzip' });
    const plain = await get(url(), '/player/draft/42');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.text).toBe(br.text);
    expect(plain.text).toBe(br.text);
    const again = await get(url(), '/player/draft/42', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! });
    expect(again.status).toBe(304);
    const head = await get(url(), '/player/draft/42', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });

  it("inlines only the registry on the shell's own pages and unknown ones, /index.html included", async () => {
    for (const page of ['/', '/login', '/home', '/no/such/page', '/index.html']) {
      const res = await get(url(), page, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(inlinedRegistry(res.text).mf_drafts).toBe('/mf/drafts/mf-manifest.json');
      expect(preloads(res.text)).toEqual([]);
      expect(inlineScripts(res.text)).toEqual([]);
    }
  });

  it('follows a rebuilt remote and a changed registry; a remote served elsewhere gets its manifest preloaded', async () => {
    await writeFile(manifestFile(), JSON.stringify(manifest('777.ff.js')));
    expect(preloads((await get(url(), '/player/draft/42')).text)).toContain('script /mf/drafts/777.ff.js');

    await writeFile(registryFile, JSON.stringify({ mf_drafts: `${OTHER_ORIGIN}/v2/mf-manifest.json` }));
    const moved = (await get(url(), '/player/draft/42')).text;
    expect(inlinedRegistry(moved).mf_drafts).toBe(`${OTHER_ORIGIN}/v2/mf-manifest.json`);
    expect(preloads(moved)).toEqual(['script /301.ab.js', `fetch ${OTHER_ORIGIN}/v2/mf-manifest.json`]);
    await writeFile(registryFile, '{}');
  });

  it('says the frontend is not built while the shell has no index.html', async () => {
    await rm(path.join(running.root, 'shell', 'dist', 'index.html'));
    const res = await get(url(), '/player/draft/42');
    expect(res.status).toBe(503);
    expect(res.text).toMatch(/not built yet/);
    await writeFile(path.join(running.root, 'shell', 'dist', 'index.html'), INDEX);
  });
});
