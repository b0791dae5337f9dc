// The dashboard's 'Mini-Games' list (docs/player-area.md#dashboard-minigames): each game's type, the draft's show and code, a
// 'Completed' or 'New' badge, and 'Play Game' while it is not completed; GAMES_PAGE at a time.
import type { PlayerMiniGameItem } from '@reality-draft/events';
import {
  Badge,
  buttonClasses,
  Card,
  CardBody,
  CardHeader,
  errorMessage,
  gameTypeName,
  LoadingState,
  playerGamePath,
  ShowIcon,
  ShowMoreButton,
  draftLabel,
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
      <span aria-hidden className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <ShowIcon showType={game.draft.showType} />
      </span>
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
    <Card>
      <CardHeader icon={<Gamepad2 className="h-5 w-5" />} title="Mini-Games" description="Puzzles sent to your drafts." />
      <CardBody className="pt-3 sm:pt-4">
        {isLoading ? (
          <LoadingState label="Loading your mini-games..." className="py-8" />
        ) : error && !games ? (
          <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-700">
            {errorMessage(error, 'Could not load your mini-games.')}
          </p>
        ) : games?.length ? (
          <GameList games={games} />
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center">
            <p className="font-medium text-slate-900">No Mini-Games Yet</p>
            <p className="mt-1 text-sm text-slate-600">When your admin sends a mini-game to one of your drafts, it shows up here.</p>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
