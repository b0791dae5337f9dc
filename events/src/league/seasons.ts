/** The same league again next season (docs/league.md#seasons): the chain of seasons, their champions and the record book. */
import type { ShowType } from '../catalog/events';

export const NEXT_SEASON_TEXTS = {
  notFinished: 'Only a league whose draft has finished can start its next season.',
  exists: "This league's next season already exists.",
  pushBody: (name: string) => `${name} is back for next season: join in one click`,
  mailSubject: (name: string) => `${name} is back for next season`,
} as const;

export interface SeasonStanding {
  playerId: string;
  name: string;
  rank: number;
  points: number;
}

/** One season of a league's chain. */
export interface Season {
  draftId: string;
  /** The league's name that season, as the screens name a draft ("Survivor #123456" without one). */
  name: string;
  showType: ShowType;
  status: 'pending' | 'active' | 'completed';
  /** When its draft finished (null before). */
  finishedAt: string | null;
  /** The standings' leader once the draft has finished and someone has scored (the leader so far while it is the latest season); else null. */
  champion: { playerId: string; name: string; points: number } | null;
  /** A later season exists: this one's standings are final. */
  decided: boolean;
  standings: SeasonStanding[];
}

/** The record book, folded over every season of the chain. */
export interface RecordBook {
  mostPointsInPeriod: { playerId: string; name: string; points: number; draftId: string; period: number } | null;
  /** Each player's best finish in a season that has standings, best first. */
  bestFinishes: { playerId: string; name: string; rank: number; draftId: string }[];
  mostReplacementsWon: { playerId: string; name: string; count: number } | null;
  /** Championships of decided seasons, most first. */
  titles: { playerId: string; name: string; count: number }[];
}

/** GET /api/drafts/{id}/seasons: oldest first. */
export interface SeasonsAnswer {
  seasons: Season[];
  records: RecordBook;
}
