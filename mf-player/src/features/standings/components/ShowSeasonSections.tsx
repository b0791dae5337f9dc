// The body of a show's standings page (Your Race Teams, Your Contestants): the spoiler guard, the
// Player Leaderboard with its chart, the player's drafted items, and the mini-game leaderboard's place.
import type { ShowType } from '@reality-draft/events';
import { ReleasePlaceholder } from '@reality-draft/kit';
import { Timer } from 'lucide-react';
import { ShowStandings } from './ShowStandings';
import { SpoilerGuardCard } from './SpoilerGuardCard';
import { YourItemsSection } from './YourItemsSection';

export function ShowSeasonSections({
  showType,
  leaderboardTitle,
  itemsTitle,
  youId,
}: {
  showType: ShowType;
  leaderboardTitle: string;
  itemsTitle: string;
  youId: string | null;
}) {
  return (
    <>
      <SpoilerGuardCard showType={showType} />
      <ShowStandings showType={showType} title={leaderboardTitle} youId={youId} />
      <YourItemsSection showType={showType} title={itemsTitle} youId={youId} />
      <ReleasePlaceholder
        compact
        headingLevel={2}
        title="Mini-Game Leaderboard"
        icon={<Timer className="h-5 w-5" />}
        message="The top 10 mini-game times arrive with the mini-games release."
      />
    </>
  );
}
