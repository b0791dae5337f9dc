// A Point Totals cell: the entries behind it (one per point type), each with its history from the
// audit log (entered, corrected, removed: who, when, before -> after, why), and the admin's actions:
// Correct (new points, optional reason) and Remove (optional reason, asked first).
import { Badge, Button, Dialog, errorMessage, LoadingState } from '@reality-draft/kit';
import type { ShowType } from '@reality-draft/events';
import { useMemo } from 'react';
import { entryHistories } from '../model/entryHistory';
import { periodName } from '../model/logText';
import { periodWord } from '../model/pointSlots';
import { pointsApi } from '../api/pointsApi';
import type { Subject } from '../model/totalsGrid';
import { EntryCard } from './EntryCard';

const pts = (points: number) => `${points} ${Math.abs(points) === 1 ? 'point' : 'points'}`;

export function CellHistoryDialog({ show, cell, onClose }: { show: ShowType; cell: { subject: Subject; period: number } | null; onClose: () => void }) {
  const { data, isLoading, error } = pointsApi.usePointsLogQuery(cell ? { subjectId: cell.subject.id, period: cell.period, limit: 200 } : { limit: 0 }, {
    skip: !cell,
  });
  const entries = useMemo(() => entryHistories((data ?? []).filter((row) => row.showType === show)), [data, show]);
  const total = entries.reduce((sum, entry) => sum + (entry.current ?? 0), 0);

  return (
    <Dialog
      open={cell !== null}
      onClose={onClose}
      title={cell ? `${cell.subject.label}: ${periodName(show, cell.period)}` : ''}
      description="Each entry and its history. A correction or removal keeps the earlier values."
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto !max-w-xl"
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      {isLoading ? (
        <LoadingState label="Loading history..." className="py-8" />
      ) : error && !data ? (
        <p role="alert" className="text-sm text-rose-700">
          {errorMessage(error, 'Could not load the history of this cell.')}
        </p>
      ) : entries.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-500">
          {`No entries for this ${periodWord(show)} yet. Use Configure Points to enter some.`}
        </p>
      ) : (
        <div className="space-y-3">
          <div className="flex items-center justify-between rounded-xl bg-slate-50 px-4 py-2.5 text-sm">
            <span className="text-slate-600">Cell total</span>
            <Badge tone="brand" className="tabular-nums">
              {pts(total)}
            </Badge>
          </div>
          <ul className="space-y-3" aria-label="Entries">
            {entries.map((entry) => (
              <EntryCard key={entry.entryId} entry={entry} />
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
