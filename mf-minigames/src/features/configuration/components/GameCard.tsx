// One catalogue game: name, category, the Active switch, its points, description, the points input,
// 'Play Game', and for an admin 'Send' (this game, to one of their drafts; off while switched off).
// Clicking the card (or its name, or Play Game) opens the game's detail.
import type { CatalogueGame } from '@reality-draft/events';
import { Button, Card, cn } from '@reality-draft/kit';
import { Play, Send } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { GameSetting } from '../model/catalogueSettings';
import { ActiveToggle } from './ActiveToggle';
import { CategoryBadge } from './CategoryBadge';
import { GameIcon } from './GameIcon';
import { PointInput } from './PointInput';

interface GameCardProps {
  game: CatalogueGame;
  setting: GameSetting;
  /** An admin's card, once their settings are loaded: the switch and the points can change. */
  editable: boolean;
  onOpen: () => void;
  onToggle: () => void;
  onPoints: (input: string) => void;
  /** Present for an admin: opens the send form for this game. */
  onSend?: () => void;
}

/** Controls inside the card keep their clicks to themselves. */
const own = (event: MouseEvent) => event.stopPropagation();

function SendButton({ game, active, onSend }: { game: CatalogueGame; active: boolean; onSend: () => void }) {
  if (game.gameType === null) return null;
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={!active}
      title={active ? undefined : 'Switch the game on to send it'}
      onClick={(event) => {
        own(event);
        onSend();
      }}
      aria-label={`Send ${game.name}`}
    >
      <Send className="h-4 w-4" aria-hidden />
      Send
    </Button>
  );
}

export function GameCard({ game, setting, editable, onOpen, onToggle, onPoints, onSend }: GameCardProps) {
  return (
    <Card
      onClick={onOpen}
      className={cn('flex cursor-pointer flex-col p-5 transition hover:border-brand-300 hover:shadow-md', setting.isActive && 'ring-2 ring-emerald-200')}
    >
      <div className="flex items-start gap-3">
        <span aria-hidden className="hidden h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 sm:flex">
          <GameIcon id={game.id} className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-slate-900">
            <button
              type="button"
              onClick={(event) => {
                own(event);
                onOpen();
              }}
              className="rounded text-left hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              {game.name}
            </button>
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <CategoryBadge category={game.category} />
            <span className="text-xs font-semibold text-slate-700">{setting.pointValue} pts</span>
          </div>
        </div>
        <div onClick={own}>
          {editable ? (
            <ActiveToggle active={setting.isActive} gameName={game.name} onToggle={onToggle} />
          ) : (
            <span className={cn('text-xs font-medium', setting.isActive ? 'text-emerald-700' : 'text-slate-600')}>
              {setting.isActive ? 'Active' : 'Inactive'}
            </span>
          )}
        </div>
      </div>
      <p className="mt-3 flex-1 text-sm text-slate-600">{game.description}</p>
      {onSend && game.gameType !== null && !setting.isActive && (
        <p className="mt-2 text-xs text-slate-600">Switched off: switch it on to send it to a draft.</p>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        {editable && (
          <div onClick={own}>
            <PointInput value={setting.pointValue} gameName={game.name} onCommit={onPoints} />
          </div>
        )}
        <div className="ml-auto flex flex-wrap gap-2">
          {onSend && <SendButton game={game} active={setting.isActive} onSend={onSend} />}
          <Button
            size="sm"
            onClick={(event) => {
              own(event);
              onOpen();
            }}
            aria-label={`Play Game: ${game.name}`}
          >
            <Play className="h-4 w-4" aria-hidden />
            Play Game
          </Button>
        </div>
      </div>
    </Card>
  );
}
