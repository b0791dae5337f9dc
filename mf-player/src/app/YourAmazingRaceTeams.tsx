// /player/your-amazing-race-teams (spec 02 §2): the Amazing Race Player Leaderboard (rows open a
// team and mini-game breakdown, week by week) with the points-over-time chart, the spoiler guard,
// and the player's team cards with an ELIMINATED badge once out.
import { buttonClasses, PageHeader, ReleasePlaceholder, useCurrentPlayer } from '@reality-draft/kit';
import { ArrowLeft, Timer } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ShowStandings } from '../features/standings/components/ShowStandings';
import { SpoilerGuardCard } from '../features/standings/components/SpoilerGuardCard';
import { YourItemsSection } from '../features/standings/components/YourItemsSection';
import { scoped } from './scoped';

function YourAmazingRaceTeams() {
  const { player } = useCurrentPlayer();
  const youId = player?.id ?? null;
  return (
    <div className="space-y-6 sm:space-y-8">
      <PageHeader
        eyebrow="Player Area"
        title="Your Race Teams"
        description="Your Amazing Race teams, their points leg by leg, and where you stand."
        actions={
          <Link to="/player/dashboard" className={buttonClasses({ variant: 'outline' })}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Back to Dashboard
          </Link>
        }
      />
      <SpoilerGuardCard showType="amazing_race" />
      <ShowStandings showType="amazing_race" title="Amazing Race Player Leaderboard" youId={youId} />
      <YourItemsSection showType="amazing_race" title="Your Race Teams" youId={youId} />
      <ReleasePlaceholder
        compact
        headingLevel={2}
        title="Mini-Game Leaderboard"
        icon={<Timer className="h-5 w-5" />}
        message="The top 10 mini-game times arrive with the mini-games release."
      />
    </div>
  );
}

export default scoped(YourAmazingRaceTeams);
