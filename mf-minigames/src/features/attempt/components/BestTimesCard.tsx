// 'Best Times' (jigsaw): the game's fastest players with rank icons, and how points are awarded.
import { Card, CardBody, CardHeader, errorMessage, formatGameTime, LoadingState, RankIcon } from '@reality-draft/kit';
import { Timer } from 'lucide-react';
import { entryName, POINT_SYSTEM_TEXT } from '../model/bestTimes';
import { useBestTimes } from '../hooks/useBestTimes';

export function BestTimesCard({ miniGameId }: { miniGameId: string }) {
  const { rows, isLoading, error } = useBestTimes(miniGameId);
  return (
    <Card>
      <CardHeader icon={<Timer className="h-5 w-5" />} title="Best Times" description={POINT_SYSTEM_TEXT} />
      <CardBody className="pt-4 sm:pt-4">
        {isLoading ? (
          <LoadingState label="Loading best times..." className="py-8" />
        ) : error && !rows ? (
          <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-700">
            {errorMessage(error, 'Could not load the best times.')}
          </p>
        ) : !rows?.length ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">No completed times yet. Be the first!</p>
        ) : (
          <ol className="divide-y divide-slate-100" aria-label="Best times">
            {rows.map((row) => (
              <li key={row.playerId} className="flex items-center gap-3 py-2.5">
                <RankIcon rank={row.rank} />
                <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{entryName(row)}</span>
                <span className="font-semibold tabular-nums text-slate-900">{formatGameTime(row.bestTime)}</span>
              </li>
            ))}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}
