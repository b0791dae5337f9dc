// Who a correction would move in the standings, asked a moment after the last change of the form
// (POST /api/admin/points/preview): null while it is being worked out; no entries, no one moves.
import { skipToken } from '@reduxjs/toolkit/query/react';
import { pointsApi } from '../api/pointsApi';
import type { PointsPreviewEntry, RankChange } from '../model/types';
import { useSettled } from './useSettled';

export interface RankPreview {
  changes: readonly RankChange[] | null;
  error: unknown;
}

/** `entries`: what saving would enter, as the points routes take it; null while that is not known yet. */
export function useRankPreview(entries: readonly PointsPreviewEntry[] | null): RankPreview {
  const key = JSON.stringify(entries);
  const settled = useSettled(entries, key);
  const asked = settled !== null && settled.length > 0 && JSON.stringify(settled) === key;
  const preview = pointsApi.usePreviewPointsQuery(asked ? { entries: [...settled] } : skipToken);
  if (entries === null) return { changes: null, error: undefined };
  if (entries.length === 0) return { changes: [], error: undefined };
  const current = asked && !preview.isFetching;
  return { changes: current && !preview.error ? (preview.data?.changes ?? null) : null, error: current ? preview.error : undefined };
}
