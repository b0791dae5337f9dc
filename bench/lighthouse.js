/**
 * `npm run bench:lighthouse` (after `npm run build`): Lighthouse's mobile performance audit of /login
 * (its default: a mid-range phone on slow 4G, simulated) against the built app, in Debian's Chromium.
 * Lighthouse is fetched by npx at a pinned version rather than installed with the workspace (it
 * brings ~200 packages); it needs Node >= 18.20 (13.x needs Node 22) and no network beyond localhost.
 */
const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { scratchDir, startApp } = require('./server');

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// LIGHTHOUSE_IDENTITY=1: the browser asks for no compression (the figures before precompression).
const EXTRA = process.env.LIGHTHOUSE_IDENTITY === '1' ? [`--extra-headers=${JSON.stringify({ 'Accept-Encoding': 'identity' })}`] : [];
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-quic --disable-background-networking --disable-component-update --disable-sync';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouse() {
  const data = scratchDir('lighthouse');
  const app = await startApp({ port: 18_104, dataDir: data.dir });
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const output = path.join(data.dir, `report-${i}.json`);
      execFileSync(
        'npx',
        [
          '--yes',
          LIGHTHOUSE,
          `${app.url}/login`,
          '--only-categories=performance',
          `--chrome-flags=${CHROME_FLAGS}`,
          '--output=json',
          `--output-path=${output}`,
          '--quiet',
          ...EXTRA,
        ],
        {
          env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      const report = JSON.parse(readFileSync(output, 'utf8'));
      if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
      runs.push({
        score: Math.round(report.categories.performance.score * 100),
        lcp: report.audits['largest-contentful-paint'].numericValue / 1000,
        fcp: report.audits['first-contentful-paint'].numericValue / 1000,
        tbt: report.audits['total-blocking-time'].numericValue,
        kib: report.audits['total-byte-weight'].numericValue / 1024,
      });
    }
    return {
      runs: runs.length,
      'performance score': `${median(runs.map((r) => r.score))} (runs: ${runs.map((r) => r.score).join(', ')})`,
      'Largest Contentful Paint': `${median(runs.map((r) => r.lcp)).toFixed(1)} s`,
      'First Contentful Paint': `${median(runs.map((r) => r.fcp)).toFixed(1)} s`,
      'Total Blocking Time': `${Math.round(median(runs.map((r) => r.tbt)))} ms`,
      'bytes transferred': `${median(runs.map((r) => r.kib)).toFixed(0)} KiB`,
    };
  } finally {
    await app.stop();
    data.remove();
  }
}

module.exports = { lighthouse };
if (require.main === module) {
  lighthouse()
    .then((result) => {
      console.log(`| Lighthouse, mobile, /login (median of ${result.runs}) | |\n|---|---|`);
      for (const [name, value] of Object.entries(result)) if (name !== 'runs') console.log(`| ${name} | ${value} |`);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
