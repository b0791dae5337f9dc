// The press under a paged list: 'Show more drafts (24 left)'; nothing once the list is whole.
import { Button } from './Button';
import { ChevronDown } from 'lucide-react';

interface ShowMoreButtonProps {
  /** How many are still hidden. */
  more: number;
  /** The list's items in the plural ('drafts', 'mini-games'). */
  noun: string;
  onShowMore: () => void;
  className?: string;
}

export function ShowMoreButton({ more, noun, onShowMore, className }: ShowMoreButtonProps) {
  if (more <= 0) return null;
  return (
    <Button variant="ghost" size="sm" onClick={onShowMore} className={className}>
      <ChevronDown className="h-4 w-4" aria-hidden />
      Show more {noun} ({more} left)
    </Button>
  );
}
