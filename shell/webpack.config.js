const { createConfig } = require('@reality-draft/kit/webpack/createConfig');

// The host: no static remotes — it reads /mf-registry.json at run time. Its page's first reads are
// also built alone (first-reads.js), for the gateway to inline in the HTML of the remotes' routes.
module.exports = createConfig({ appDir: __dirname, name: 'shell', host: true, inlineScripts: { 'first-reads': './src/firstReads.ts' } });
