// The grid of the four catalogue games; an admin's cards each send their own game.
import { MINI_GAME_CATALOGUE, type CatalogueId } from '@reality-draft/events';
import type { CatalogueSettingsState } from '../hooks/useCatalogueSettings';
import { GameCard } from './GameCard';

interface GameGridProps {
  catalogue: CatalogueSettingsState;
  onOpen: (id: CatalogueId) => void;
  onSend?: (id: CatalogueId) => void;
}

export function GameGrid({ catalogue, onOpen, onSend }: GameGridProps) {
  const { settings, editable, toggle, setPoints } = catalogue;
  return (
    <section aria-labelledby="catalogue-heading" className="space-y-3">
      <h2 id="catalogue-heading" className="text-lg font-semibold text-slate-900">
        Available Games
      </h2>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {MINI_GAME_CATALOGUE.map((game) => (
          <GameCard
            key={game.id}
            game={game}
            setting={settings[game.id]}
            editable={editable}
            onOpen={() => onOpen(game.id)}
            onToggle={() => toggle(game.id)}
            onPoints={(input) => setPoints(game.id, input)}
            onSend={onSend && (() => onSend(game.id))}
          />
        ))}
      </div>
    </section>
  );
}
