// One of the player's games: title, type, draft, description, status, best time, and Play.
import { gameNameBeside, type PlayerMiniGameItem } from '@reality-draft/events';
import { Badge, buttonClasses, canPlayGame, Card, draftLabel, playerGamePath, playerGameStatusText, ShowIconTile } from '@reality-draft/kit';
import { Play } from 'lucide-react';
import { Link } from 'react-router-dom';
import { gameFacts, statusTone } from '../model/gameFacts';

export function PlayerGameCard({ game }: { game: PlayerMiniGameItem }) {
  const status = playerGameStatusText(game);
  const playable = canPlayGame(game);
  const facts = gameFacts(game);
  const playLabel = game.hasActiveAttempt ? 'Resume' : 'Play';
  return (
    <Card className="flex w-full flex-col p-5">
      <div className="flex items-start gap-3">
        <ShowIconTile showType={game.draft.showType} />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-slate-900">{game.title}</h2>
          <p className="text-xs text-slate-600">{[gameNameBeside(game.title, game.gameType), draftLabel(game.draft)].filter(Boolean).join(' · ')}</p>
        </div>
        <Badge tone={statusTone(status)} className="shrink-0">
          {status}
        </Badge>
      </div>
      <p className="mt-3 flex-1 text-sm text-slate-600">{game.description}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <p className="text-sm font-medium tabular-nums text-slate-700">{facts.join(' · ') || '1 timed attempt'}</p>
        {playable ? (
          <Link to={playerGamePath(game.id)} className={buttonClasses({ size: 'sm' })} aria-label={`${playLabel} ${game.title}`}>
            <Play className="h-4 w-4" aria-hidden />
            {playLabel}
          </Link>
        ) : (
          <Link to={playerGamePath(game.id)} className={buttonClasses({ variant: 'outline', size: 'sm' })} aria-label={`View ${game.title}`}>
            View
          </Link>
        )}
      </div>
    </Card>
  );
}
