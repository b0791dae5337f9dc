import type { CastItem, CastToolResponse, Contestant, ShowType, Team } from '@reality-draft/events';

/** A tool's answer: its message, a count, and the show's cast as `teams` or `contestants`. */
export function castToolResponse(showType: ShowType, message: string, count: number, cast: CastItem[]): CastToolResponse {
  return showType === 'amazing_race' ? { message, count, teams: cast as Team[] } : { message, count, contestants: cast as Contestant[] };
}
