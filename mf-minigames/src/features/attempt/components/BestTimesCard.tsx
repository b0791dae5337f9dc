// 'Best Times' (jigsaw): the game's fastest players with rank icons, and how points are awarded.
import { formatGameTime, RankIcon, ReadStates, SectionCard } from '@reality-draft/kit';
import { Timer } from 'lucide-react';
import { entryName, POINT_SYSTEM_TEXT } from '../model/bestTimes';
import { useBestTimes } from '../hooks/useBestTimes';

export function BestTimesCard({ miniGameId }: { miniGameId: string }) {
  const { rows, isLoading, error } = useBestTimes(miniGameId);
  return (
    <SectionCard icon={<Timer className="h-5 w-5" />} title="Best Times" description={POINT_SYSTEM_TEXT} bodyClassName="pt-4 sm:pt-4">
      <ReadStates
        data={rows}
        isLoading={isLoading}
        error={error}
        loading="Loading best times..."
        failed="Could not load the best times."
        isEmpty={(loaded) => !loaded.length}
        empty="No completed times yet. Be the first!"
      >
        {(loaded) => (
          <ol className="divide-y divide-slate-100" aria-label="Best times">
            {loaded.map((row) => (
              <li key={row.playerId} className="flex items-center gap-3 py-2.5">
                <RankIcon rank={row.rank} />
                <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{entryName(row)}</span>
                <span className="font-semibold tabular-nums text-slate-900">{formatGameTime(row.bestTime)}</span>
              </li>
            ))}
          </ol>
        )}
      </ReadStates>
    </SectionCard>
  );
}
