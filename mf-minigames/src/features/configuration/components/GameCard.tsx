// One catalogue game: name, category, the Active toggle, its points, description, the points input
// and 'Play Game'. Clicking the card (or its name, or Play Game) opens the game's detail.
import type { CatalogueGame } from '@reality-draft/events';
import { Button, Card, cn } from '@reality-draft/kit';
import { Play } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { GameSetting } from '../api/catalogueSettings';
import { ActiveToggle } from './ActiveToggle';
import { CategoryBadge } from './CategoryBadge';
import { GameIcon } from './GameIcon';
import { PointInput } from './PointInput';

interface GameCardProps {
  game: CatalogueGame;
  setting: GameSetting;
  onOpen: () => void;
  onToggle: () => void;
  onPoints: (input: string) => void;
}

/** Controls inside the card keep their clicks to themselves. */
const own = (event: MouseEvent) => event.stopPropagation();

export function GameCard({ game, setting, onOpen, onToggle, onPoints }: GameCardProps) {
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
          <ActiveToggle active={setting.isActive} gameName={game.name} onToggle={onToggle} />
        </div>
      </div>
      <p className="mt-3 flex-1 text-sm text-slate-600">{game.description}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <div onClick={own}>
          <PointInput value={setting.pointValue} gameName={game.name} onChange={onPoints} />
        </div>
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
    </Card>
  );
}
