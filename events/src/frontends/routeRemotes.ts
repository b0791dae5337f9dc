// Which remote module renders which page, who may open it (docs/accounts.md#route-access), and the page's
// name in the document title ('Draft Room · Reality Draft'). One table for the shell, which routes on it,
// and the gateway, which names in each page's HTML what that page's remote needs (issue 29).
export type RemoteName = 'mf_drafts' | 'mf_admin' | 'mf_player' | 'mf_minigames';

/** 'member' = admin or player; the shell's own pages may also be open to anyone. */
export type RemoteRouteAccess = 'admin' | 'player' | 'member';

export interface RemoteRouteDef {
  /** A React Router path: literal segments and `:param` segments. */
  path: string;
  access: RemoteRouteAccess;
  remote: RemoteName;
  /** The exposed module, as in the remote's `exposes` ('./PlayerDraftRoom'). */
  module: string;
  /** The page's name in the browser tab and history. */
  title: string;
}

export const REMOTE_ROUTES: readonly RemoteRouteDef[] = [
  { path: '/drafts', access: 'admin', remote: 'mf_drafts', module: './DraftsPage', title: 'Drafts' },
  { path: '/draft/:id', access: 'admin', remote: 'mf_drafts', module: './AdminDraftRoom', title: 'Draft Room' },
  { path: '/player/draft/:id', access: 'player', remote: 'mf_drafts', module: './PlayerDraftRoom', title: 'Draft Room' },
  // Beyond the spec (issue 19 §5): a draft's board and recap, for its admin and its players.
  { path: '/draft/:id/results', access: 'member', remote: 'mf_drafts', module: './DraftResultsPage', title: 'Draft Results' },
  // Beyond the spec (issue 34 §1): a league's page, its chat.
  { path: '/league/:id', access: 'member', remote: 'mf_drafts', module: './LeaguePage', title: 'League' },

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

export interface RemoteRouteMatch {
  route: RemoteRouteDef;
  /** The `:param` segments, decoded ({ id: '42' } for /player/draft/42). */
  params: Record<string, string>;
}

const segments = (path: string) => path.split('/').filter(Boolean);

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The remote route a location's pathname opens, as React Router matches it (literal segments ignore
 * case, a trailing slash is allowed, a `:param` takes one non-empty segment); null for the shell's own
 * pages and unknown paths.
 */
export function matchRemoteRoute(pathname: string, routes: readonly RemoteRouteDef[] = REMOTE_ROUTES): RemoteRouteMatch | null {
  const actual = segments(pathname);
  for (const route of routes) {
    const pattern = segments(route.path);
    if (pattern.length !== actual.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      if (!part.startsWith(':')) return part.toLowerCase() === actual[i].toLowerCase();
      const value = decoded(actual[i]);
      if (value === null) return false;
      params[part.slice(1)] = value;
      return true;
    });
    if (matches) return { route, params };
  }
  return null;
}
