// The top navigation's links per role (spec 01 §2).
import type { Role } from '@reality-draft/kit/host';
import { House, LayoutDashboard, ListChecks, ShieldCheck, Trophy, type LucideIcon } from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  end?: boolean;
}

export const NAV_ITEMS: Record<Role, NavItem[]> = {
  admin: [
    { label: 'Home', to: '/home', icon: House, end: true },
    { label: 'Drafts', to: '/drafts', icon: ListChecks },
    { label: 'Leaderboard', to: '/mini-game-leaderboard', icon: Trophy },
    { label: 'Admin Panel', to: '/admin', icon: ShieldCheck, end: true },
  ],
  player: [
    { label: 'Dashboard', to: '/player/dashboard', icon: LayoutDashboard },
    { label: 'Leaderboard', to: '/mini-game-leaderboard', icon: Trophy },
  ],
};
