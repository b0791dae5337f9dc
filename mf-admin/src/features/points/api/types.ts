// The scoring contracts, as the scoring service defines them (@reality-draft/events). The request
// bodies are derived from the very schemas the server validates with.
import type { contestantPointsRequest, correctPointsRequest, FromSchema, teamPointsRequest } from '@reality-draft/events';

export type { PointEntry, PointsLogRow, PointTotalsTable, PointType, ShowType } from '@reality-draft/events';

export type TeamPointsRequest = FromSchema<typeof teamPointsRequest>;
export type ContestantPointsRequest = FromSchema<typeof contestantPointsRequest>;
export type CorrectPointsRequest = FromSchema<typeof correctPointsRequest>;
