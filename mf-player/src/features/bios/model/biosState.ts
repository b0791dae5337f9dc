// What a bios list shows (docs/player-area.md#bios-states): loading, the error card ('Unable to Load Contestants'),
// the empty state ('No Contestants Found'), or the cast in number order; and whether it is the demo cast.
import { castRank, type CastItem } from '@reality-draft/events';

export const BIOS_TEXTS = {
  loading: 'Loading contestants...',
  errorTitle: 'Error Loading Contestants',
  unableTitle: 'Unable to Load Contestants',
  unableText: 'The contestants could not be loaded right now.',
  retry: 'Try Again',
  emptyTitle: 'No Contestants Found',
  emptyText: 'No contestant data available at this time.',
  demoBadge: 'Demo cast',
  demoText: 'Made-up people for trying the game out; your admin loads the real cast.',
} as const;

export type BiosStage = 'loading' | 'error' | 'empty' | 'ready';

/** Data already shown stays while a refetch fails; an error shows only when there is nothing to show. */
export function biosStage<T>({ data, isLoading, error }: { data?: readonly T[]; isLoading: boolean; error?: unknown }): BiosStage {
  if (data) return data.length ? 'ready' : 'empty';
  if (isLoading) return 'loading';
  return error ? 'error' : 'loading';
}

/** The cast in the order it is listed: team or contestant number. */
export function castInOrder<T extends CastItem>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => castRank(a) - castRank(b));
}

/** A list of the shipped demo cast is labelled so. */
export const isDemoCast = (items: readonly Pick<CastItem, 'demo'>[] | undefined): boolean => Boolean(items?.some((item) => item.demo));
