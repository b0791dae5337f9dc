// Holds the place of a below-the-fold card (its rough height, so the page does not jump) until
// useNearOrIdle lets it be drawn.
import { cn } from '@reality-draft/kit';
import type { ReactNode } from 'react';
import { useNearOrIdle } from '../hooks/useNearOrIdle';

export function DeferredSection({ children, placeClassName }: { children: ReactNode; placeClassName: string }) {
  const { place, shown } = useNearOrIdle<HTMLDivElement>();
  if (shown) return <>{children}</>;
  return <div ref={place} aria-hidden className={cn('w-full', placeClassName)} />;
}
