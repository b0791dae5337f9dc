// The dashboard's two mini-game sections, from one list kept fresh by push (3 s polling while the
// stream is down).
import { orderPlayerGames, usePlayerMiniGameList } from '@reality-draft/kit';
import { MiniGamesBanner } from './MiniGamesBanner';
import { MiniGamesListCard } from './MiniGamesListCard';

export function DashboardMiniGames() {
  const { data, isLoading, error } = usePlayerMiniGameList();
  return (
    <>
      <MiniGamesBanner games={data ?? []} />
      <MiniGamesListCard games={data ? orderPlayerGames(data) : undefined} isLoading={isLoading} error={error} />
    </>
  );
}
