const { createConfig } = require('@reality-draft/kit/webpack/createConfig');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_minigames',
  exposes: {
    './MiniGamesConfig': './src/app/MiniGamesConfig.tsx',
    './PlayerMiniGames': './src/app/PlayerMiniGames.tsx',
    './PlayerMiniGame': './src/app/PlayerMiniGame.tsx',
    './MiniGameLeaderboard': './src/app/MiniGameLeaderboard.tsx',
  },
});
