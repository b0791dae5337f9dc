// The rounded brand tile that leads a card's header or a list row: a show's icon, a game's, a section's.
import type { ReactNode } from 'react';
import { cn } from './cn';

export function IconTile({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span aria-hidden className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600', className)}>
      {children}
    </span>
  );
}
