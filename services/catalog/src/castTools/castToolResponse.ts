import { isContestantItem, isTeamItem, type CastItem, type CastToolResponse, type ShowType } from '@reality-draft/events';

/** A tool's answer: its message, a count, and the show's cast as `teams` or `contestants`. */
export function castToolResponse(showType: ShowType, message: string, count: number, cast: CastItem[]): CastToolResponse {
  return showType === 'amazing_race' ? { message, count, teams: cast.filter(isTeamItem) } : { message, count, contestants: cast.filter(isContestantItem) };
}
