// A show page's Mini-Game Leaderboard (docs/player-area.md#your-teams): the games of this show's drafts, each with its
// ten best times, live through the 'minigames' push topic (5 s polling while it is down).
import type { MiniGameLeaderboardEntry, ShowType } from '@reality-draft/events';
import { RANKING_ORDER_TEXT, SHOW_NAMES } from '@reality-draft/events';
import {
  buttonClasses,
  Card,
  CardBody,
  CardHeader,
  cn,
  draftLabel,
  errorMessage,
  ErrorNotice,
  formatGameTime,
  leaderboardPlayerName,
  LoadingState,
  RankIcon,
  showGameGroups,
  useMiniGameLeaderboardList,
  type MiniGameGroup,
  EmptyNotice,
} from '@reality-draft/kit';
import { ChevronRight, Timer } from 'lucide-react';
import { Link } from 'react-router-dom';

function TimeRow({ entry, you }: { entry: MiniGameLeaderboardEntry; you: boolean }) {
  return (
    <li className={cn('flex items-center gap-3 py-2', you && '-mx-2 rounded-lg bg-brand-50/60 px-2')}>
      <RankIcon rank={entry.rank} className="h-7 w-7 text-xs" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900">{leaderboardPlayerName(entry)}</p>
        {entry.playerEmail && <p className="truncate text-xs text-slate-600">{entry.playerEmail}</p>}
      </div>
      <span className="shrink-0 font-semibold tabular-nums text-slate-900">
        <span className="sr-only">Best time </span>
        {formatGameTime(entry.bestTime)}
      </span>
    </li>
  );
}

function GameTimes({ group, youId }: { group: MiniGameGroup; youId: string | null }) {
  return (
    <section aria-label={`${group.gameTitle}, ${draftLabel(group.draft)}`} className="min-w-0">
      <h3 className="text-sm font-semibold text-slate-900">{group.gameTitle}</h3>
      <p className="text-xs text-slate-600">{draftLabel(group.draft)}</p>
      <ol className="mt-2 divide-y divide-slate-100">
        {group.entries.map((entry) => (
          <TimeRow key={entry.playerId} entry={entry} you={entry.playerId === youId} />
        ))}
      </ol>
    </section>
  );
}

function Body({ showType, youId }: { showType: ShowType; youId: string | null }) {
  const { data, isLoading, error } = useMiniGameLeaderboardList();
  if (isLoading) return <LoadingState label="Loading mini-game times..." className="py-8" />;
  if (error && !data) {
    return <ErrorNotice>{errorMessage(error, 'Could not load the mini-game leaderboard.')}</ErrorNotice>;
  }
  const groups = showGameGroups(data, showType);
  if (!groups.length) {
    return <EmptyNotice title="No Completed Games Yet">Best times of your {SHOW_NAMES[showType]} drafts' mini-games appear here.</EmptyNotice>;
  }
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      {groups.map((group) => (
        <GameTimes key={group.miniGameId} group={group} youId={youId} />
      ))}
    </div>
  );
}

export function ShowMiniGameLeaderboard({ showType, youId }: { showType: ShowType; youId: string | null }) {
  return (
    <Card>
      <CardHeader
        icon={<Timer className="h-5 w-5" />}
        title="Mini-Game Leaderboard"
        description={`Top 10 best times per game. ${RANKING_ORDER_TEXT}`}
        action={
          <Link to="/mini-game-leaderboard" className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'hidden sm:inline-flex' })}>
            All games
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Link>
        }
      />
      <CardBody className="pt-4 sm:pt-5">
        <Body showType={showType} youId={youId} />
        <Link to="/mini-game-leaderboard" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-2 mt-3 sm:hidden' })}>
          All games
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Link>
      </CardBody>
    </Card>
  );
}
