// The body of a show's standings page (Your Race Teams, Your Contestants): the spoiler guard, the
// Player Leaderboard with its chart, the player's drafted items, and the mini-game leaderboard (passed
// in by the app: it belongs to the minigames feature).
import type { ShowType } from '@reality-draft/events';
import type { ReactNode } from 'react';
import { ShowStandings } from './ShowStandings';
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
      <SpoilerGuardCard showType={showType} />
      <ShowStandings showType={showType} title={leaderboardTitle} youId={youId} />
      <YourItemsSection showType={showType} title={itemsTitle} youId={youId} />
      {miniGameLeaderboard}
    </>
  );
}
