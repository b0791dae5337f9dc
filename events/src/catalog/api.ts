/** The catalogue's answers, as the spec's client reads them. */
import type { ContestantFacts, ShowType, TeamFacts } from './events';

/**
 * GET /api/teams: an Amazing Race team. `demo` marks the shipped demo cast; `eliminatedIn` is the week
 * it went out in when known (null while active or when eliminated without one).
 */
export type Team = TeamFacts & { showType: 'amazing_race'; isActive: boolean; eliminatedIn: number | null; demo: boolean };

/** GET /api/contestants (Big Brother) and /api/survivor-contestants (Survivor); `eliminatedIn` is an episode. */
export type Contestant = ContestantFacts & { showType: Exclude<ShowType, 'amazing_race'>; isActive: boolean; eliminatedIn: number | null; demo: boolean };

/** The admin data tools (docs/drafts.md#data-tools) answer with a message and whichever of these fit. */
export interface CastToolResponse {
  message: string;
  count: number;
  teams?: Team[];
  contestants?: Contestant[];
}

/** POST /objects/upload: where to PUT the photo's bytes (a signed URL, valid for a few minutes). */
export interface PhotoUploadTicket {
  url: string;
}

/** PUT /objects/uploads/{uploadId}: the stored photo's own path. */
export interface UploadedPhoto {
  photoUrl: string;
}
