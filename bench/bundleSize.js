const { readFileSync } = require('node:fs');
const path = require('node:path');
const { gzipSync } = require('node:zlib');
const { chromium } = require('playwright-core');
const { ROOT, scratchDir, startApp } = require('./server');

const gzipKb = (buffer) => gzipSync(buffer, { level: 9 }).length / 1024;
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Every script a real browser fetches to show /login (the shell, shared libraries, the MF runtime). */
async function shellInitialJs(url) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: BROWSER_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    const bodies = await Promise.all(scripts.map((response) => response.body()));
    return { files: bodies.length, kb: bodies.reduce((sum, body) => sum + gzipKb(body), 0) };
  } finally {
    await browser.close();
  }
}

async function bundleSizes() {
  const data = scratchDir('bundles');
  const app = await startApp({ port: 18_103, dataDir: data.dir });
  try {
    const shell = await shellInitialJs(app.url);
    const sizes = { [`shell: initial JS for /login (${shell.files} files)`]: shell.kb };
    for (const remote of ['mf-drafts', 'mf-admin', 'mf-player', 'mf-minigames']) {
      sizes[`${remote}: remoteEntry.js`] = gzipKb(readFileSync(path.join(ROOT, remote, 'dist', 'remoteEntry.js')));
    }
    return Object.fromEntries(Object.entries(sizes).map(([name, kb]) => [name, `${kb.toFixed(1)} KiB`]));
  } finally {
    await app.stop();
    data.remove();
  }
}

module.exports = { bundleSizes };
if (require.main === module) bundleSizes().then((r) => console.log(r));
