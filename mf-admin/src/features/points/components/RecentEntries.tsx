// The latest point entries of one show, from the audit log (live through the 'scoring' topic): who
// changed which member's points, before -> after, in which week or episode, and why.
import { errorMessage, usePollingInterval, usePushTopics } from '@reality-draft/kit';
import { SHOW_NAMES, type ShowType } from '@reality-draft/events';
import { History } from 'lucide-react';
import { loggedAt, logSentence } from '../model/logText';
import { pointsApi } from '../api/pointsApi';
import { POINTS_POLL_MS, SCORING_TOPICS } from '../hooks/usePointTotals';

const SHOWN = 6;

export function RecentEntries({ show }: { show: ShowType }) {
  usePushTopics(SCORING_TOPICS);
  const { data, isLoading, error } = pointsApi.usePointsLogQuery({ limit: 200 }, { pollingInterval: usePollingInterval(POINTS_POLL_MS) });
  const rows = (data ?? []).filter((row) => row.showType === show && row.pointType !== 'minigame').slice(0, SHOWN);
  return (
    <section aria-label={`Latest ${SHOW_NAMES[show]} entries`} className="rounded-xl border border-slate-200">
      <h3 className="flex items-center gap-2 border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900">
        <History className="h-4 w-4 text-slate-400" aria-hidden />
        Latest entries
      </h3>
      {isLoading ? (
        <p className="px-4 py-6 text-sm text-slate-500">Loading entries...</p>
      ) : error && !data ? (
        <p role="alert" className="px-4 py-6 text-sm text-rose-700">
          {errorMessage(error, 'Could not load the points history.')}
        </p>
      ) : rows.length === 0 ? (
        <p className="px-4 py-6 text-sm text-slate-500">{`No ${SHOW_NAMES[show]} points entered yet.`}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {rows.map((row) => (
            <li key={row.id} className="px-4 py-2.5 text-sm">
              <p className="break-words text-slate-800">{logSentence(row)}</p>
              <p className="text-xs text-slate-500">{loggedAt(row.at)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
