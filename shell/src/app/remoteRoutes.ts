// Which remote module renders which route, who may open it (docs/accounts.md#route-access), and the page's
// name in the document title ('Draft Room · Reality Draft').
import type { Access } from './access';

export type RemoteName = 'mf_drafts' | 'mf_admin' | 'mf_player' | 'mf_minigames';

export interface RemoteRouteDef {
  path: string;
  access: Exclude<Access, 'anyone'>;
  remote: RemoteName;
  module: string;
  /** The page's name in the browser tab and history. */
  title: string;
}

export const REMOTE_ROUTES: RemoteRouteDef[] = [
  { path: '/drafts', access: 'admin', remote: 'mf_drafts', module: './DraftsPage', title: 'Drafts' },
  { path: '/draft/:id', access: 'admin', remote: 'mf_drafts', module: './AdminDraftRoom', title: 'Draft Room' },
  { path: '/player/draft/:id', access: 'player', remote: 'mf_drafts', module: './PlayerDraftRoom', title: 'Draft Room' },
  // Beyond the spec (issue 19 §5): a draft's board and recap, for its admin and its players.
  { path: '/draft/:id/results', access: 'member', remote: 'mf_drafts', module: './DraftResultsPage', title: 'Draft Results' },

  { path: '/admin', access: 'admin', remote: 'mf_admin', module: './AdminDashboard', title: 'Admin Dashboard' },
  // Beyond the spec (issue 23 §2): the event log for operators.
  { path: '/admin/events', access: 'admin', remote: 'mf_admin', module: './EventLog', title: 'Event Log' },

  { path: '/player/dashboard', access: 'player', remote: 'mf_player', module: './PlayerDashboard', title: 'Player Dashboard' },
  { path: '/player/team-bios', access: 'player', remote: 'mf_player', module: './TeamBios', title: 'Team Bios' },
  { path: '/player/contestant-bios', access: 'player', remote: 'mf_player', module: './ContestantBios', title: 'Big Brother Bios' },
  { path: '/player/survivor-contestant-bios', access: 'player', remote: 'mf_player', module: './SurvivorContestantBios', title: 'Survivor Bios' },
  { path: '/player/your-teams', access: 'player', remote: 'mf_player', module: './YourTeams', title: 'Your Teams' },
  { path: '/player/your-contestants', access: 'player', remote: 'mf_player', module: './YourContestants', title: 'Your Contestants' },
  { path: '/player/your-amazing-race-teams', access: 'player', remote: 'mf_player', module: './YourAmazingRaceTeams', title: 'Your Race Teams' },
  // Beyond the spec (issue 19 §9): an invite link opens the join with its code filled in.
  { path: '/join/:code', access: 'player', remote: 'mf_player', module: './JoinInvite', title: 'Join a Draft' },
  { path: '/leaderboard', access: 'member', remote: 'mf_player', module: './Leaderboard', title: 'Leaderboard' },

  { path: '/admin/mini-games', access: 'admin', remote: 'mf_minigames', module: './MiniGamesConfig', title: 'Mini Games' },
  { path: '/mini-games', access: 'member', remote: 'mf_minigames', module: './MiniGamesConfig', title: 'Mini Games' },
  { path: '/player/mini-games', access: 'player', remote: 'mf_minigames', module: './PlayerMiniGames', title: 'Your Mini Games' },
  { path: '/player/mini-game/:id', access: 'player', remote: 'mf_minigames', module: './PlayerMiniGame', title: 'Mini Game' },
  { path: '/mini-game-leaderboard', access: 'member', remote: 'mf_minigames', module: './MiniGameLeaderboard', title: 'Mini-Game Leaderboard' },
];
