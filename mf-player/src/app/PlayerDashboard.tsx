// /player/dashboard (spec 02 §2): the greeting, then what to do now (a live draft, a game to play, a
// waiting room, the standings; how to join for a newcomer), the player's drafts and joining one, the
// mini-games banner and list, the three show sections, and the Amazing Race Player Leaderboard.
import { Button, buttonClasses, Card, errorMessage, LoadingState, useCurrentPlayer } from '@reality-draft/kit';
import { ChevronRight, RefreshCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { JoinDraftCard } from '../features/drafts/components/JoinDraftCard';
import { YourDraftsCard } from '../features/drafts/components/YourDraftsCard';
import { DashboardMiniGames } from '../features/minigames/components/DashboardMiniGames';
import { NextStep } from '../features/nextStep/components/NextStep';
import { PlayerGreeting } from '../features/profile/components/PlayerGreeting';
import { ShowSections } from '../features/shows/components/ShowSections';
import { ShowStandings } from '../features/standings/components/ShowStandings';
import { scoped } from './scoped';

const JOIN_CARD_ID = 'join-a-draft';

function PlayerDashboard() {
  const { isLoading, isFetching, player, error, refetch } = useCurrentPlayer();
  if (isLoading) return <LoadingState label="Loading your dashboard..." />;
  if (!player) {
    return (
      <Card role="alert" className="mx-auto max-w-lg p-6 text-center sm:p-8">
        <h1 className="text-lg font-semibold text-slate-900">We couldn't load your dashboard</h1>
        <p className="mt-2 text-sm text-slate-600">{errorMessage(error, 'Your player profile is not available right now.')}</p>
        <Button className="mt-5" variant="outline" onClick={() => refetch()} busy={isFetching}>
          {!isFetching && <RefreshCw className="h-4 w-4" aria-hidden />}
          Reload
        </Button>
      </Card>
    );
  }
  return (
    <div className="space-y-6 sm:space-y-8">
      <PlayerGreeting player={player} />
      <NextStep joinCardId={JOIN_CARD_ID} />
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2">
        <YourDraftsCard />
        <JoinDraftCard id={JOIN_CARD_ID} />
      </div>
      <DashboardMiniGames />
      <ShowSections />
      <ShowStandings
        showType="amazing_race"
        title="Amazing Race Player Leaderboard"
        youId={player.id}
        footer={
          <Link to="/player/your-amazing-race-teams" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-2' })}>
            Your Race Teams
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Link>
        }
      />
    </div>
  );
}

export default scoped(PlayerDashboard);
