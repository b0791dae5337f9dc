// The dashboard's 'Mini-Games' list (docs/player-area.md#dashboard-minigames): each game's type, the draft's show and code, a
// 'Completed' or 'New' badge, and 'Play Game' while it is not completed; GAMES_PAGE at a time.
import type { PlayerMiniGameItem } from '@reality-draft/events';
import {
  Badge,
  buttonClasses,
  draftLabel,
  EmptyNotice,
  gameTypeName,
  playerGamePath,
  ReadStates,
  SectionCard,
  ShowIconTile,
  ShowMoreButton,
  useShownPage,
} from '@reality-draft/kit';
import { Gamepad2, Play } from 'lucide-react';
import { Link } from 'react-router-dom';
import { listBadge } from '../model/dashboardGames';

export const GAMES_PAGE = 8;

function GameRow({ game }: { game: PlayerMiniGameItem }) {
  const badge = listBadge(game);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <ShowIconTile showType={game.draft.showType} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{gameTypeName(game.gameType)}</p>
        <p className="truncate text-xs text-slate-600">{draftLabel(game.draft)}</p>
      </div>
      <Badge tone={badge === 'Completed' ? 'success' : badge === 'Finished' ? 'neutral' : 'brand'}>{badge}</Badge>
      {badge === 'New' && (
        <Link
          to={playerGamePath(game.id)}
          className={buttonClasses({ size: 'sm', variant: 'outline', className: 'w-full sm:w-auto' })}
          aria-label={`Play Game: ${game.title}`}
        >
          <Play className="h-4 w-4" aria-hidden />
          Play Game
        </Link>
      )}
    </li>
  );
}

function GameList({ games }: { games: PlayerMiniGameItem[] }) {
  const page = useShownPage(games, GAMES_PAGE);
  return (
    <>
      <ul aria-label="Mini-games" className="-my-3 divide-y divide-slate-100">
        {page.items.map((game) => (
          <GameRow key={game.id} game={game} />
        ))}
      </ul>
      <ShowMoreButton more={page.more} noun="mini-games" onShowMore={page.showMore} className="mt-4" />
    </>
  );
}

interface MiniGamesListCardProps {
  games: PlayerMiniGameItem[] | undefined;
  isLoading: boolean;
  error: unknown;
}

export function MiniGamesListCard({ games, isLoading, error }: MiniGamesListCardProps) {
  return (
    <SectionCard icon={<Gamepad2 className="h-5 w-5" />} title="Mini-Games" description="Puzzles sent to your drafts." bodyClassName="pt-3 sm:pt-4">
      <ReadStates
        data={games}
        isLoading={isLoading}
        error={error}
        loading="Loading your mini-games..."
        failed="Could not load your mini-games."
        isEmpty={(loaded) => !loaded.length}
        empty={<EmptyNotice title="No Mini-Games Yet">When your admin sends a mini-game to one of your drafts, it shows up here.</EmptyNotice>}
      >
        {(loaded) => <GameList games={loaded} />}
      </ReadStates>
    </SectionCard>
  );
}
