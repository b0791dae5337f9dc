// /player/team-bios?show=all|teams|contestants (docs/player-area.md#bios): which casts the page lists; anything
// else reads as the default, all. 'teams' are the Amazing Race teams, 'contestants' the Big Brother
// house guests and Survivor castaways.
import type { ShowType } from '@reality-draft/events';

export const TEAM_BIOS_FILTERS = ['all', 'teams', 'contestants'] as const;
export type TeamBiosFilter = (typeof TEAM_BIOS_FILTERS)[number];

export const TEAM_BIOS_FILTER_LABELS: Record<TeamBiosFilter, string> = { all: 'All', teams: 'Teams', contestants: 'Contestants' };

const TITLES: Record<TeamBiosFilter, string> = { all: 'Team & Contestant Bios', teams: 'Team Bios', contestants: 'Contestant Bios' };

export function teamBiosFilter(param: string | null): TeamBiosFilter {
  return TEAM_BIOS_FILTERS.find((filter) => filter === param) ?? 'all';
}

export const teamBiosTitle = (filter: TeamBiosFilter): string => TITLES[filter];

/** The shows whose casts a filter lists, in the page's order. */
export function teamBiosShows(filter: TeamBiosFilter): ShowType[] {
  if (filter === 'teams') return ['amazing_race'];
  if (filter === 'contestants') return ['big_brother', 'survivor'];
  return ['amazing_race', 'big_brother', 'survivor'];
}
