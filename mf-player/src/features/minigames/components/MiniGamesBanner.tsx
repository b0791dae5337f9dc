// The dashboard's mini-games banner (docs/player-area.md#dashboard-minigames): the newest games with title, description, type and
// status; Play (to /player/mini-game/{id}) is off once a game is completed or its attempt used.
import { gameNameBeside, type PlayerMiniGameItem } from '@reality-draft/events';
import { Badge, buttonClasses, canPlayGame, cn, playerGamePath, playerGameStatusText } from '@reality-draft/kit';
import { ArrowRight, Gamepad2, Play } from 'lucide-react';
import { Link } from 'react-router-dom';
import { bannerGames } from '../model/dashboardGames';

function PlayButton({ game }: { game: PlayerMiniGameItem }) {
  const label = game.hasActiveAttempt ? 'Resume' : 'Play';
  if (!canPlayGame(game)) {
    return (
      <button
        type="button"
        disabled
        className={buttonClasses({ size: 'sm', variant: 'secondary', className: 'w-full sm:w-auto' })}
        aria-label={`Play ${game.title}`}
      >
        <Play className="h-4 w-4" aria-hidden />
        Play
      </button>
    );
  }
  return (
    <Link to={playerGamePath(game.id)} className={buttonClasses({ size: 'sm', className: 'w-full sm:w-auto' })} aria-label={`${label} ${game.title}`}>
      <Play className="h-4 w-4" aria-hidden />
      {label}
    </Link>
  );
}

function BannerGame({ game }: { game: PlayerMiniGameItem }) {
  const status = playerGameStatusText(game);
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white/90 p-4 ring-1 ring-brand-100 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{game.title}</span>
          {gameNameBeside(game.title, game.gameType) && <Badge tone="brand">{gameNameBeside(game.title, game.gameType)}</Badge>}
        </p>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600">{game.description}</p>
        <p className={cn('mt-1 text-xs font-medium', status === 'Completed' ? 'text-emerald-700' : 'text-slate-700')}>{status}</p>
      </div>
      <PlayButton game={game} />
    </li>
  );
}

export function MiniGamesBanner({ games }: { games: PlayerMiniGameItem[] }) {
  const { shown, more } = bannerGames(games);
  if (!shown.length) return null;
  return (
    <section aria-labelledby="mini-games-banner" className="rounded-2xl bg-gradient-to-br from-brand-600 to-fuchsia-600 p-5 text-white shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <span aria-hidden className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-white/15">
            <Gamepad2 className="h-5 w-5" />
          </span>
          <div>
            <h2 id="mini-games-banner" className="text-lg font-semibold">
              Mini-Game Challenges
            </h2>
            <p className="text-sm text-white/90">One timed attempt each. The three fastest win the game's leaderboard points.</p>
          </div>
        </div>
        <Link
          to="/player/mini-games"
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-white underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          All mini-games{more > 0 && ` (+${more})`}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
      <ul aria-label="Mini-game challenges" className="mt-4 space-y-3">
        {shown.map((game) => (
          <BannerGame key={game.id} game={game} />
        ))}
      </ul>
    </section>
  );
}
