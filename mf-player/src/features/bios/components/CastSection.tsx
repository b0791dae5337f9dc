// One cast on a bios page: its heading (with the demo-cast note when it is the shipped demo cast)
// and its cards, or what stands in for them (loading, error, empty).
import { SHOW_SEASONS, type CastItem, type ShowType } from '@reality-draft/events';
import type { ReactNode } from 'react';
import { biosStage, castInOrder, isDemoCast } from '../model/biosState';
import type { CastQuery } from '../hooks/useBiosCast';
import { useLoadErrorToast } from '../hooks/useLoadErrorToast';
import { BiosStatus } from './BiosStatus';
import { DemoCastNote } from './DemoCastNote';

interface Props<T extends CastItem> {
  id: string;
  showType: ShowType;
  title: string;
  query: CastQuery<T>;
  /** A link beside the heading (e.g. to the show's own bios page). */
  action?: ReactNode;
  /** The cards, given the cast in number order. */
  children: (items: T[]) => ReactNode;
}

export function CastSection<T extends CastItem>({ id, showType, title, query, action, children }: Props<T>) {
  const stage = biosStage(query);
  useLoadErrorToast(stage === 'error', query.error);
  const season = query.data?.[0]?.season ?? SHOW_SEASONS[showType];
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <h2 id={id} className="text-xl font-semibold text-slate-900">
            {title} <span className="font-normal text-slate-500">· Season {season}</span>
          </h2>
          {action}
        </div>
        {isDemoCast(query.data) && <DemoCastNote />}
      </div>
      {stage === 'ready' ? (
        children(castInOrder(query.data ?? []))
      ) : (
        <BiosStatus stage={stage} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      )}
    </section>
  );
}
