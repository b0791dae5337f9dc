// /mini-game-leaderboard (docs/mini-games.md#leaderboard): every game's best times grouped by game, live through the
// 'minigames' push topic (5 s polling while it is down), the ranking order stated. It is the last tab
// of the Leaderboard (issue 19 §3): the person's leagues' standings are the tabs before it.
import { RANKING_ORDER_TEXT } from '@reality-draft/events';
import {
  BackLink,
  Card,
  errorMessage,
  ErrorNotice,
  groupByGame,
  LeaderboardTabs,
  LoadingState,
  MINI_GAMES_TAB,
  PageHeader,
  PLAYER_DASHBOARD_PATH,
  useCurrentPlayer,
  useLeagues,
  useMiniGameLeaderboardList,
  useSession,
} from '@reality-draft/kit';
import { Trophy } from 'lucide-react';
import { GameGroupCard } from './GameGroupCard';
import { JoinRankingsCard } from './JoinRankingsCard';

function EmptyState() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span aria-hidden className="flex h-14 w-14 items-center justify-center rounded-2xl bg-amber-50 text-amber-600">
        <Trophy className="h-7 w-7" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">No Completed Games Yet</h2>
      <p className="max-w-md text-sm text-slate-600">Times appear here as soon as a player completes a mini-game.</p>
    </Card>
  );
}

function Groups({ youId }: { youId: string | null }) {
  const { data, isLoading, error } = useMiniGameLeaderboardList();
  if (isLoading) return <LoadingState label="Loading the leaderboard..." />;
  if (error && !data) {
    return <ErrorNotice>{errorMessage(error, 'Could not load the mini-game leaderboard.')}</ErrorNotice>;
  }
  const groups = groupByGame(data);
  if (!groups.length) return <EmptyState />;
  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2">
      {groups.map((group) => (
        <GameGroupCard key={group.miniGameId} group={group} youId={youId} />
      ))}
    </div>
  );
}

export function MiniGameLeaderboardScreen() {
  const isAdmin = useSession().role === 'admin';
  const { player } = useCurrentPlayer();
  const { leagues } = useLeagues();
  return (
    <div className="space-y-6 sm:space-y-8">
      <PageHeader
        eyebrow="Leaderboard"
        title="Mini-Game Leaderboard"
        description={`The best time of every player, game by game. ${RANKING_ORDER_TEXT}`}
        actions={<BackLink to={isAdmin ? '/admin' : PLAYER_DASHBOARD_PATH} />}
      />
      <LeaderboardTabs leagues={leagues} selected={MINI_GAMES_TAB}>
        <div className="space-y-6 sm:space-y-8">
          <Groups youId={isAdmin ? null : (player?.id ?? null)} />
          <JoinRankingsCard isAdmin={isAdmin} />
        </div>
      </LeaderboardTabs>
    </div>
  );
}
