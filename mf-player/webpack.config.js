const { createConfig } = require('@reality-draft/kit/webpack/createConfig');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_player',
  exposes: {
    './PlayerDashboard': './src/app/PlayerDashboard.tsx',
    './TeamBios': './src/app/TeamBios.tsx',
    './ContestantBios': './src/app/ContestantBios.tsx',
    './SurvivorContestantBios': './src/app/SurvivorContestantBios.tsx',
    './YourTeams': './src/app/YourTeams.tsx',
    './YourContestants': './src/app/YourContestants.tsx',
    './YourAmazingRaceTeams': './src/app/YourAmazingRaceTeams.tsx',
    './Leaderboard': './src/app/Leaderboard.tsx',
    './JoinInvite': './src/app/JoinInvite.tsx',
  },
});
