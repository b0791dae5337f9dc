// Shows a show's totals only once the player has said how far they have watched it (issue 19 §6);
// until then, the question. Admins have no spoiler guard: they see the totals at once.
import { errorMessage, LoadingState, useSession } from '@reality-draft/kit';
import { hasAnsweredSpoilerGuard, type ShowType } from '@reality-draft/events';
import type { ReactNode } from 'react';
import { useSpoilerGuardQuery } from '../api/standingsApi';
import { SpoilerAskCard } from './SpoilerAskCard';

export function SpoilerGate({ showType, children }: { showType: ShowType; children: ReactNode }) {
  const isAdmin = useSession().role === 'admin';
  const { data: guard, isLoading, error } = useSpoilerGuardQuery(undefined, { skip: isAdmin });
  if (isAdmin) return <>{children}</>;
  if (isLoading) return <LoadingState label="Loading your spoiler guard..." className="py-8" />;
  if (error && !guard) {
    return (
      <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-700">
        {errorMessage(error, 'Could not load your spoiler guard, so no totals are shown. Please reload.')}
      </p>
    );
  }
  if (!hasAnsweredSpoilerGuard(guard, showType)) return <SpoilerAskCard showType={showType} />;
  return <>{children}</>;
}
