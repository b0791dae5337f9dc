// The top navigation's links per role (docs/accounts.md#top-navigation; the Leaderboard opens the standings, issue 19 §3).
import type { Role } from '@reality-draft/kit/host';
import { House, LayoutDashboard, ListChecks, ScrollText, ShieldCheck, Trophy, type LucideIcon } from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  end?: boolean;
  /** Other pages that belong to this link's place (shown as the current link there too). */
  also?: string[];
}

/** The Leaderboard: the person's leagues' standings, with the mini-game leaderboard as its last tab (issue 19 §3). */
const LEADERBOARD: NavItem = { label: 'Leaderboard', to: '/leaderboard', icon: Trophy, also: ['/mini-game-leaderboard'] };

export const NAV_ITEMS: Record<Role, NavItem[]> = {
  admin: [
    { label: 'Home', to: '/home', icon: House, end: true },
    { label: 'Drafts', to: '/drafts', icon: ListChecks },
    LEADERBOARD,
    { label: 'Admin Panel', to: '/admin', icon: ShieldCheck, end: true },
    // Beyond the spec (issue 23 §2): the event log for operators.
    { label: 'Event Log', to: '/admin/events', icon: ScrollText },
  ],
  player: [{ label: 'Dashboard', to: '/player/dashboard', icon: LayoutDashboard }, LEADERBOARD],
};
