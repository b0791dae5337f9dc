/** The catalogue's answers, as the spec's client reads them. */
import type { ContestantFacts, ShowType, TeamFacts } from './events';

/** GET /api/teams: an Amazing Race team. `demo` marks the shipped demo cast. */
export type Team = TeamFacts & { showType: 'amazing_race'; isActive: boolean; demo: boolean };

/** GET /api/contestants (Big Brother) and /api/survivor-contestants (Survivor). */
export type Contestant = ContestantFacts & { showType: Exclude<ShowType, 'amazing_race'>; isActive: boolean; demo: boolean };

/** The admin data tools (spec 01 §7) answer with a message and whichever of these fit. */
export interface CastToolResponse {
  message: string;
  count: number;
  teams?: Team[];
  contestants?: Contestant[];
}
