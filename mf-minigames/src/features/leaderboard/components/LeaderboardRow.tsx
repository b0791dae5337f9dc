// One row: rank badge (trophy, medal, award for the top three), name and e-mail, best time,
// completion date, and 'Perfect Score' for a solve in the fewest possible moves.
import type { MiniGameLeaderboardEntry } from '@reality-draft/events';
import { Badge, cn, formatGameTime, leaderboardPlayerName, RankIcon, shortDateText } from '@reality-draft/kit';
import { Sparkles } from 'lucide-react';

export function LeaderboardRow({ entry, you }: { entry: MiniGameLeaderboardEntry; you: boolean }) {
  const name = leaderboardPlayerName(entry);
  return (
    <li className={cn('flex items-center gap-3 px-4 py-3 sm:px-6', you && 'bg-brand-50/60')}>
      <RankIcon rank={entry.rank} />
      <div className="min-w-0 flex-1">
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="truncate font-medium text-slate-900">{name}</span>
          {you && (
            <Badge tone="brand" className="px-1.5 py-0 text-[11px]">
              You
            </Badge>
          )}
          {entry.perfect && (
            <Badge tone="success" className="px-1.5 py-0 text-[11px]">
              <Sparkles className="h-3 w-3" aria-hidden />
              Perfect Score
            </Badge>
          )}
        </p>
        {entry.playerEmail && <p className="truncate text-xs text-slate-600">{entry.playerEmail}</p>}
      </div>
      <div className="shrink-0 text-right">
        <p className="font-semibold tabular-nums text-slate-900">
          <span className="sr-only">Best time </span>
          {formatGameTime(entry.bestTime)}
        </p>
        <p className="text-xs text-slate-600">
          <span className="sr-only">Completed </span>
          {shortDateText(entry.completedAt)}
        </p>
      </div>
    </li>
  );
}
