// /player/mini-games: the games sent to the player's drafts, new first, then attempts used, then
// completed; live through the 'minigames' push topic (3 s polling while it is down).
import { buttonClasses, Card, errorMessage, ErrorNotice, LoadingState, orderPlayerGames, PlayerPageHeader, usePlayerMiniGameList } from '@reality-draft/kit';
import { Gamepad2, Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PlayerGameCard } from './PlayerGameCard';

function NoGames() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span aria-hidden className="flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <Gamepad2 className="h-7 w-7" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">No Mini-Games Yet</h2>
      <p className="max-w-md text-sm text-slate-600">When your admin sends a mini-game to one of your drafts, it shows up here and on your dashboard.</p>
    </Card>
  );
}

function GameList() {
  const { data, isLoading, error } = usePlayerMiniGameList();
  if (isLoading) return <LoadingState label="Loading your mini-games..." />;
  if (error && !data) {
    return <ErrorNotice>{errorMessage(error, 'Could not load your mini-games.')}</ErrorNotice>;
  }
  if (!data?.length) return <NoGames />;
  return (
    <ul aria-label="Your mini-games" className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {orderPlayerGames(data).map((game) => (
        <li key={game.id} className="flex">
          <PlayerGameCard game={game} />
        </li>
      ))}
    </ul>
  );
}

export function PlayerMiniGamesScreen() {
  return (
    <div className="space-y-6 sm:space-y-8">
      <PlayerPageHeader
        title="Your Mini-Games"
        description="Timed puzzles sent to your drafts. One attempt each; the three fastest win leaderboard points."
        actions={
          <Link to="/mini-game-leaderboard" className={buttonClasses({ variant: 'outline' })}>
            <Trophy className="h-4 w-4" aria-hidden />
            Leaderboard
          </Link>
        }
      />
      <GameList />
    </div>
  );
}
