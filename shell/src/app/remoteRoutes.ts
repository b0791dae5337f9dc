// Which remote module renders which route, and who may open it (spec 01 §2, spec 02 §2).
import type { Access } from './access';

export type RemoteName = 'mf_drafts' | 'mf_admin' | 'mf_player' | 'mf_minigames';

export interface RemoteRouteDef {
  path: string;
  access: Exclude<Access, 'anyone'>;
  remote: RemoteName;
  module: string;
}

export const REMOTE_ROUTES: RemoteRouteDef[] = [
  { path: '/drafts', access: 'admin', remote: 'mf_drafts', module: './DraftsPage' },
  { path: '/draft/:id', access: 'admin', remote: 'mf_drafts', module: './AdminDraftRoom' },
  { path: '/player/draft/:id', access: 'player', remote: 'mf_drafts', module: './PlayerDraftRoom' },

  { path: '/admin', access: 'admin', remote: 'mf_admin', module: './AdminDashboard' },

  { path: '/player/dashboard', access: 'player', remote: 'mf_player', module: './PlayerDashboard' },
  { path: '/player/team-bios', access: 'player', remote: 'mf_player', module: './TeamBios' },
  { path: '/player/contestant-bios', access: 'player', remote: 'mf_player', module: './ContestantBios' },
  { path: '/player/survivor-contestant-bios', access: 'player', remote: 'mf_player', module: './SurvivorContestantBios' },
  { path: '/player/your-teams', access: 'player', remote: 'mf_player', module: './YourTeams' },
  { path: '/player/your-contestants', access: 'player', remote: 'mf_player', module: './YourContestants' },
  { path: '/player/your-amazing-race-teams', access: 'player', remote: 'mf_player', module: './YourAmazingRaceTeams' },

  { path: '/admin/mini-games', access: 'admin', remote: 'mf_minigames', module: './MiniGamesConfig' },
  { path: '/mini-games', access: 'member', remote: 'mf_minigames', module: './MiniGamesConfig' },
  { path: '/player/mini-games', access: 'player', remote: 'mf_minigames', module: './PlayerMiniGames' },
  { path: '/player/mini-game/:id', access: 'player', remote: 'mf_minigames', module: './PlayerMiniGame' },
  { path: '/mini-game-leaderboard', access: 'member', remote: 'mf_minigames', module: './MiniGameLeaderboard' },
];
