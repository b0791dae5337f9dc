// Each catalogue game's icon.
import type { CatalogueId } from '@reality-draft/events';
import { Car, Flower2, HelpCircle, Puzzle, type LucideIcon } from 'lucide-react';

const ICONS: Record<CatalogueId, LucideIcon> = {
  'contestant-escape': Car,
  'jigsaw-puzzle': Puzzle,
  'picture-sudoku': Flower2,
  'weekly-trivia': HelpCircle,
};

export function GameIcon({ id, className }: { id: CatalogueId; className?: string }) {
  const Icon = ICONS[id];
  return <Icon className={className} aria-hidden />;
}
