const { createConfig } = require('@reality-draft/kit/webpack/createConfig');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_admin',
  exposes: {
    './AdminDashboard': './src/app/AdminDashboard.tsx',
    './EventLog': './src/app/EventLog.tsx',
  },
});
