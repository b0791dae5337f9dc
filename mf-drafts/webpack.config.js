const { createConfig } = require('@reality-draft/kit/webpack/createConfig');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_drafts',
  exposes: {
    './DraftsPage': './src/app/DraftsPage.tsx',
    './AdminDraftRoom': './src/app/AdminDraftRoom.tsx',
    './PlayerDraftRoom': './src/app/PlayerDraftRoom.tsx',
    './DraftResultsPage': './src/app/DraftResultsPage.tsx',
    './LeaguePage': './src/app/LeaguePage.tsx',
  },
});
