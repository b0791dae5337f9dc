// The body of a show's standings page (Your Race Teams, Your Contestants): the spoiler guard, the
// Player Leaderboard with its chart, the player's drafted items (all of these only once the player has
// said how far they have watched: the question comes first), and the mini-game leaderboard (passed in
// by the app: it belongs to the minigames feature; best times spoil no episode).
import type { ShowType } from '@reality-draft/events';
import type { ReactNode } from 'react';
import { ShowStandings } from './ShowStandings';
import { SpoilerGate } from './SpoilerGate';
import { SpoilerGuardCard } from './SpoilerGuardCard';
import { YourItemsSection } from './YourItemsSection';

export function ShowSeasonSections({
  showType,
  leaderboardTitle,
  itemsTitle,
  youId,
  miniGameLeaderboard,
}: {
  showType: ShowType;
  leaderboardTitle: string;
  itemsTitle: string;
  youId: string | null;
  miniGameLeaderboard: ReactNode;
}) {
  return (
    <>
      <SpoilerGate showType={showType}>
        <SpoilerGuardCard showType={showType} />
        <ShowStandings showType={showType} title={leaderboardTitle} youId={youId} />
        <YourItemsSection showType={showType} title={itemsTitle} youId={youId} />
      </SpoilerGate>
      {miniGameLeaderboard}
    </>
  );
}
