const { createConfig } = require('@reality-draft/kit/webpack/createConfig');

// The host: no static remotes — it reads /mf-registry.json at run time.
module.exports = createConfig({ appDir: __dirname, name: 'shell', host: true });
