// One entry of a cell: its point type and current points, its history oldest first, and Correct /
// Remove (each with an optional reason the audit log keeps); Correct shows who the new points move.
import { Badge, Button, cn, inputClasses } from '@reality-draft/kit';
import { Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { changedBy, describeLogRow, type EntryHistory } from '../model/entryHistory';
import { loggedAt } from '../model/logText';
import { parsePoints } from '../model/pointsForm';
import { useEntryActions } from '../hooks/useEntryActions';
import { CorrectionStandings } from './CorrectionStandings';

type Mode = 'view' | 'correct' | 'remove';

const ACTION_TONE = { entered: 'bg-emerald-500', corrected: 'bg-amber-500', removed: 'bg-rose-500' } as const;

export function EntryCard({ entry }: { entry: EntryHistory }) {
  const [mode, setMode] = useState<Mode>('view');
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const { correct, remove, correctingId, removingId } = useEntryActions();
  const removed = entry.current === null;
  const valid = parsePoints(points) !== null;

  const open = (next: Mode) => {
    setMode(next);
    setPoints(String(entry.current ?? 0));
    setReason('');
  };

  const submitCorrection = async (event: FormEvent) => {
    event.preventDefault();
    const value = parsePoints(points);
    if (value === null) return;
    if (await correct(entry.entryId, value, reason)) setMode('view');
  };

  const confirmRemoval = async (event: FormEvent) => {
    event.preventDefault();
    if (await remove(entry.entryId, reason)) setMode('view');
  };

  return (
    <li aria-label={entry.label} className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{entry.label}</h3>
        {removed ? <Badge tone="danger">Removed</Badge> : <Badge tone="brand" className="tabular-nums">{`${entry.current} pts`}</Badge>}
      </div>

      <ol aria-label={`${entry.label} history`} className="mt-3 space-y-2 border-l border-slate-200 pl-4">
        {entry.events.map((row) => (
          <li key={row.id} className="relative text-sm">
            <span aria-hidden className={cn('absolute -left-[1.3rem] top-1.5 h-2 w-2 rounded-full ring-2 ring-white', ACTION_TONE[row.action])} />
            <p className="text-slate-800">{describeLogRow(row)}</p>
            <p className="text-xs text-slate-500">{`${changedBy(row)} · ${loggedAt(row.at)}`}</p>
            {row.reason && <p className="text-xs italic text-slate-500">{`“${row.reason}”`}</p>}
          </li>
        ))}
      </ol>

      {!removed && mode === 'view' && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => open('correct')} aria-label={`Correct ${entry.label}`}>
            <Pencil className="h-3.5 w-3.5" aria-hidden />
            Correct
          </Button>
          <Button size="sm" variant="outline" className="!text-rose-700 hover:!bg-rose-50" onClick={() => open('remove')} aria-label={`Remove ${entry.label}`}>
            <Trash2 className="h-3.5 w-3.5" aria-hidden />
            Remove
          </Button>
        </div>
      )}

      {!removed && mode === 'correct' && (
        <form aria-label={`Correct ${entry.label}`} onSubmit={(event) => void submitCorrection(event)} className="mt-4 space-y-3 rounded-lg bg-slate-50 p-3">
          <div className="grid gap-3 sm:grid-cols-[6rem_1fr]">
            <label className="space-y-1 text-sm font-medium text-slate-700">
              <span className="block">New points</span>
              <input
                type="number"
                inputMode="numeric"
                step={1}
                min={-100}
                max={100}
                required
                value={points}
                onChange={(event) => setPoints(event.target.value)}
                className={inputClasses}
              />
            </label>
            <label className="space-y-1 text-sm font-medium text-slate-700">
              <span className="block">
                Reason <span className="font-normal text-slate-500">(optional)</span>
              </span>
              <input maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} className={inputClasses} />
            </label>
          </div>
          {!valid && <p className="text-xs text-rose-700">Points must be a whole number from -100 to 100.</p>}
          <CorrectionStandings entry={entry} points={parsePoints(points)} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button size="sm" variant="outline" onClick={() => setMode('view')}>
              Cancel
            </Button>
            <Button size="sm" type="submit" disabled={!valid} busy={correctingId === entry.entryId}>
              Save Correction
            </Button>
          </div>
        </form>
      )}

      {!removed && mode === 'remove' && (
        <form
          role="alertdialog"
          aria-label={`Remove ${entry.label}?`}
          onSubmit={(event) => void confirmRemoval(event)}
          className="mt-4 space-y-3 rounded-lg bg-rose-50 p-3"
        >
          <p className="text-sm text-rose-800">{`Remove this entry? Its ${entry.current} points stop counting; the history is kept.`}</p>
          <label className="block space-y-1 text-sm font-medium text-slate-700">
            <span className="block">
              Reason <span className="font-normal text-slate-500">(optional)</span>
            </span>
            <input maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} className={inputClasses} />
          </label>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button size="sm" variant="outline" onClick={() => setMode('view')}>
              Cancel
            </Button>
            <Button size="sm" type="submit" variant="destructive" busy={removingId === entry.entryId}>
              Remove Entry
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
