// The amber chip of the spoiler guard: "Out later in the season - tap to reveal" on a cast member, or
// "Counting episodes 1-4" on a card. Its look and content, for a note or a reveal button.
import { EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';

export const SPOILER_CHIP_CLASSES =
  'inline-flex max-w-full items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-medium text-amber-900 ring-1 ring-inset ring-amber-200';

export function SpoilerChipContent({ children }: { children: ReactNode }) {
  return (
    <>
      <EyeOff className="h-3.5 w-3.5 shrink-0" aria-hidden />
      <span className="min-w-0">{children}</span>
    </>
  );
}
