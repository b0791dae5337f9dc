// The grid of the four catalogue games.
import { MINI_GAME_CATALOGUE, type CatalogueId } from '@reality-draft/events';
import type { CatalogueSettings } from '../api/catalogueSettings';
import { GameCard } from './GameCard';

interface GameGridProps {
  settings: CatalogueSettings;
  onOpen: (id: CatalogueId) => void;
  onToggle: (id: CatalogueId) => void;
  onPoints: (id: CatalogueId, input: string) => void;
}

export function GameGrid({ settings, onOpen, onToggle, onPoints }: GameGridProps) {
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
            onOpen={() => onOpen(game.id)}
            onToggle={() => onToggle(game.id)}
            onPoints={(input) => onPoints(game.id, input)}
          />
        ))}
      </div>
    </section>
  );
}
