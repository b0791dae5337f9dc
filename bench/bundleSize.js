const http = require('node:http');
const { chromium } = require('playwright-core');
const { scratchDir, startApp } = require('./server');

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Everything a real browser fetches to show /login (the page, the shell, shared libraries, the MF
 * runtime), as served by the gateway: `raw` is the decoded size, `wire` the bytes transferred
 * (response headers plus the body as sent, compressed when the server compressed it).
 */
async function loginPageLoad(url) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: BROWSER_ARGS });
  try {
    const page = await browser.newPage();
    const responses = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    const rows = await Promise.all(
      responses.map(async (response) => {
        const request = response.request();
        const [body, sizes, headers] = await Promise.all([response.body(), request.sizes(), response.allHeaders()]);
        return {
          type: request.resourceType(),
          raw: body.length,
          wire: sizes.responseHeadersSize + sizes.responseBodySize,
          encoding: headers['content-encoding'] ?? 'identity',
        };
      }),
    );
    const total = (list) => ({ files: list.length, raw: list.reduce((s, r) => s + r.raw, 0), wire: list.reduce((s, r) => s + r.wire, 0) });
    const scripts = rows.filter((row) => row.type === 'script');
    const styles = rows.filter((row) => row.type === 'stylesheet');
    return { scripts: total(scripts), styles: total(styles), all: total(rows), encodings: [...new Set(scripts.map((row) => row.encoding))].join(', ') };
  } finally {
    await browser.close();
  }
}

/** Bytes on the wire for one file fetched the way a browser asks (`Accept-Encoding: gzip, deflate, br`). */
function transferred(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
      })
      .on('error', reject);
  });
}

function identitySize(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'identity' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** Rows of `| what | raw | transferred |` for the README. */
async function bundleSizes() {
  const data = scratchDir('bundles');
  const app = await startApp({ port: 18_103, dataDir: data.dir });
  try {
    const login = await loginPageLoad(app.url);
    const rows = {
      [`shell: JavaScript the browser loads to show /login (${login.scripts.files} files, ${login.encodings})`]: [
        kib(login.scripts.raw),
        kib(login.scripts.wire),
      ],
      [`shell: stylesheets /login links (${login.styles.files} files)`]: [kib(login.styles.raw), kib(login.styles.wire)],
      [`everything for /login: HTML, CSS, JS, registry, manifests (${login.all.files} responses)`]: [kib(login.all.raw), kib(login.all.wire)],
    };
    for (const remote of ['drafts', 'admin', 'player', 'minigames']) {
      const url = `${app.url}/mf/${remote}/remoteEntry.js`;
      const [raw, wire] = await Promise.all([identitySize(url), transferred(url)]);
      rows[`mf-${remote} remoteEntry.js (${wire.encoding})`] = [kib(raw), kib(wire.bytes)];
    }
    return rows;
  } finally {
    await app.stop();
    data.remove();
  }
}

module.exports = { bundleSizes };
if (require.main === module) bundleSizes().then((rows) => console.log(rows));
