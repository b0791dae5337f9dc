// /player/dashboard (docs/player-area.md#dashboard): the greeting, then what to do now (a live draft, a game to play, a
// waiting room, the standings; how to join for a newcomer), the player's drafts and joining one, the latest
// recap of each of their started leagues (docs/league.md#recaps), the mini-games banner and list, the three
// show sections, and the Player Leaderboard of the player's own league (switchable among their leagues;
// issue 19 §3), asked about spoilers first. What is below the fold on a phone (from the mini-games on) is
// drawn after the first screen (issue 29 §4).
import { Button, Card, errorMessage, LoadingState, useCurrentPlayer, type PlayerRecord } from '@reality-draft/kit';
import { RefreshCw } from 'lucide-react';
import { memo } from 'react';
import { DeferredSection } from '../features/deferred/components/DeferredSection';
import { JoinDraftCard } from '../features/drafts/components/JoinDraftCard';
import { YourDraftsCard } from '../features/drafts/components/YourDraftsCard';
import { DashboardMiniGames } from '../features/minigames/components/DashboardMiniGames';
import { NextStep } from '../features/nextStep/components/NextStep';
import { DashboardRecaps } from '../features/recaps/components/DashboardRecaps';
import { PlayerGreeting } from '../features/profile/components/PlayerGreeting';
import { ShowSections } from '../features/shows/components/ShowSections';
import { DashboardStandings } from '../features/standings/components/DashboardStandings';
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
  return <DashboardSections player={player} />;
}

/** Memoized: a refetch of the profile (its isFetching flips) re-renders the screen above, not every card. */
const DashboardSections = memo(function DashboardSections({ player }: { player: PlayerRecord }) {
  return (
    <div className="space-y-6 sm:space-y-8">
      <PlayerGreeting player={player} />
      <NextStep joinCardId={JOIN_CARD_ID} />
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2">
        <YourDraftsCard />
        <JoinDraftCard id={JOIN_CARD_ID} />
      </div>
      <DashboardRecaps youId={player.id} />
      <DeferredSection placeClassName="min-h-56">
        <DashboardMiniGames />
      </DeferredSection>
      <DeferredSection placeClassName="min-h-[40rem] md:min-h-64">
        <ShowSections />
      </DeferredSection>
      <DeferredSection placeClassName="min-h-24">
        <DashboardStandings youId={player.id} />
      </DeferredSection>
    </div>
  );
});

export default scoped(PlayerDashboard);
