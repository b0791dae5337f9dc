const { readFileSync, existsSync } = require('node:fs');
const path = require('node:path');
const { gzipSync } = require('node:zlib');
const { ROOT } = require('./server');

const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** The JavaScript the shell's index.html loads before anything else. */
function shellInitialScripts() {
  const dist = path.join(ROOT, 'shell', 'dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => path.join(dist, m[1].replace(/^\//, '')));
}

function bundleSizes() {
  const shellFiles = shellInitialScripts();
  const sizes = { 'shell (initial JS)': shellFiles.reduce((sum, file) => sum + gzipKb(file), 0) };
  for (const remote of ['mf-drafts', 'mf-admin', 'mf-player', 'mf-minigames']) {
    const entry = path.join(ROOT, remote, 'dist', 'remoteEntry.js');
    sizes[`${remote} (remoteEntry.js)`] = existsSync(entry) ? gzipKb(entry) : NaN;
  }
  return Object.fromEntries(Object.entries(sizes).map(([name, kb]) => [name, `${kb.toFixed(1)} KiB`]));
}

module.exports = { bundleSizes };
if (require.main === module) console.log(bundleSizes());
