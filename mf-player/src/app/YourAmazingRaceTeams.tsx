// /player/your-amazing-race-teams (docs/player-area.md#your-teams): the Amazing Race Player Leaderboard (rows open a
// team and mini-game breakdown, week by week) with the points-over-time chart, the spoiler guard,
// and the player's team cards with an ELIMINATED badge once out.
import { PlayerPageHeader, useCurrentPlayer } from '@reality-draft/kit';
import { ShowMiniGameLeaderboard } from '../features/minigames/components/ShowMiniGameLeaderboard';
import { ShowSeasonSections } from '../features/standings/components/ShowSeasonSections';
import { scoped } from './scoped';

function YourAmazingRaceTeams() {
  const { player } = useCurrentPlayer();
  const youId = player?.id ?? null;
  return (
    <div className="space-y-6 sm:space-y-8">
      <PlayerPageHeader title="Your Race Teams" description="Your Amazing Race teams, their points leg by leg, and where you stand." />
      <ShowSeasonSections
        showType="amazing_race"
        leaderboardTitle="Amazing Race Player Leaderboard"
        itemsTitle="Your Race Teams"
        youId={youId}
        miniGameLeaderboard={<ShowMiniGameLeaderboard showType="amazing_race" youId={youId} />}
      />
    </div>
  );
}

export default scoped(YourAmazingRaceTeams);
