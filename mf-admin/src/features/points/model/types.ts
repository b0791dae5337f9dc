// The scoring contracts, as the scoring service defines them (@reality-draft/events); the request
// bodies are derived there from the very schemas the server validates with.
export type {
  CorrectPointsRequest,
  PeriodAnswer,
  PeriodChange,
  PeriodEntry,
  PointEntry,
  PointsLogRow,
  PointsPreviewAnswer,
  PointsPreviewEntry,
  PointsPreviewRequest,
  RankChange,
  PointTotalsTable,
  ReplacePeriodRequest,
  PointType,
  ShowType,
} from '@reality-draft/events';
