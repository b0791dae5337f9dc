// What a player sees of a cast member's elimination, on every screen that shows one (bios, their cards,
// the draft room): an elimination after the week or episode they have watched through (eliminationSeen's
// 'later') shows "Out later in the season - tap to reveal" until tapped, then what everyone sees.
import { eliminationSeen } from '@reality-draft/events';
import { useState } from 'react';
import { cn } from '../ui/cn';
import { SPOILER_CHIP_CLASSES, SpoilerChipContent } from '../ui/SpoilerChip';

export const OUT_LATER_TEXT = 'Out later in the season - tap to reveal';

export interface GuardedElimination {
  /** Shown as out of the game: out by what they have watched, or revealed. */
  out: boolean;
  /** Out after what they have watched, not yet revealed: show OutLaterReveal instead. */
  later: boolean;
  reveal: () => void;
}

/** watchedThrough: the player's guard for the member's show (kit useWatchedThrough); null shows everything. */
export function useGuardedElimination(
  isActive: boolean,
  eliminatedIn: number | null | undefined,
  watchedThrough: number | null | undefined,
): GuardedElimination {
  const [revealed, setRevealed] = useState(false);
  const seen = eliminationSeen(isActive, eliminatedIn, watchedThrough);
  const later = seen === 'later' && !revealed;
  return { out: seen === 'out' || (seen === 'later' && revealed), later, reveal: () => setRevealed(true) };
}

export function OutLaterReveal({ name, onReveal, className }: { name: string; onReveal: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onReveal}
      aria-label={`${OUT_LATER_TEXT}: ${name}`}
      className={cn(
        SPOILER_CHIP_CLASSES,
        'text-left transition hover:bg-amber-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
        className,
      )}
    >
      <SpoilerChipContent>{OUT_LATER_TEXT}</SpoilerChipContent>
    </button>
  );
}
