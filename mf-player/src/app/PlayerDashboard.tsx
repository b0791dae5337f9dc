// /player/dashboard: the greeting, joining a draft and the player's drafts; mini-games and the show
// sections arrive with later releases.
import { Button, Card, errorMessage, LoadingState, useCurrentPlayer } from '@reality-draft/kit';
import { RefreshCw } from 'lucide-react';
import { JoinDraftCard } from '../features/drafts/components/JoinDraftCard';
import { YourDraftsCard } from '../features/drafts/components/YourDraftsCard';
import { PlayerGreeting } from '../features/profile/components/PlayerGreeting';
import { DashboardSections } from '../features/upcoming/components/DashboardSections';
import { scoped } from './scoped';

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
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        <JoinDraftCard />
        <YourDraftsCard />
      </div>
      <DashboardSections />
    </div>
  );
}

export default scoped(PlayerDashboard);
