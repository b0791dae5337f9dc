// Point Totals' Correct: who the new points would move in each draft's standings, before Save Correction.
import { previewEntry } from '../model/rankPreview';
import type { EntryHistory } from '../model/entryHistory';
import { useRankPreview } from '../hooks/useRankPreview';
import { RankPreview } from './RankPreview';

/** `points`: the correction as typed (null while it is not a valid number of points). */
export function CorrectionStandings({ entry, points }: { entry: EntryHistory; points: number | null }) {
  const { subjectId, showType, period, pointType } = entry.events[entry.events.length - 1];
  const results = pointType !== 'minigame';
  const entries = points === null || !results ? null : points === entry.current ? [] : [previewEntry(showType, { subjectId, period, pointType }, points)];
  const preview = useRankPreview(entries);
  if (points === null || !results) return null;
  return <RankPreview preview={preview} className="rounded-lg border border-slate-200 bg-white px-3 py-2" />;
}
