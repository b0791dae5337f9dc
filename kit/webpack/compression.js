// Brotli and gzip copies of every text asset, made once at build time: the gateway sends `main.js.br`
// or `main.js.gz` for main.js when the browser accepts it (services/gateway/src/frontends/precompressed.ts),
// and never compresses per request.
const CompressionPlugin = require('compression-webpack-plugin');

/** JavaScript, CSS, HTML, JSON (mf-manifest.json, mf-stats.json) and SVG. */
const TEXT_ASSETS = /\.(js|mjs|css|html|json|svg|txt)$/;

/** Smaller files gain a few hundred bytes at most; the gateway sends them as they are. */
const THRESHOLD_BYTES = 512;

function createCompression() {
  const common = { test: TEXT_ASSETS, threshold: THRESHOLD_BYTES, minRatio: 0.8 };
  return [
    // gzip level 9 and brotli quality 11 are the plugin's defaults: the build pays once, every load gains.
    new CompressionPlugin({ ...common, algorithm: 'gzip', filename: '[path][base].gz' }),
    new CompressionPlugin({ ...common, algorithm: 'brotliCompress', filename: '[path][base].br' }),
  ];
}

module.exports = { createCompression, TEXT_ASSETS };
