// Shows a show's totals only once the player has said how far they have watched it (issue 19 §6);
// until then, the question, asked only once a week or episode of the show is scored (before that
// there is nothing to spoil). Admins have no spoiler guard: they see the totals at once.
import { errorMessage, ErrorNotice, LoadingState, useSession } from '@reality-draft/kit';
import { asksHowFarWatched, scoredPeriodsOf, type ShowType } from '@reality-draft/events';
import type { ReactNode } from 'react';
import { useSpoilerGuardQuery } from '../api/standingsApi';
import { useScoredPeriods } from '../hooks/useStandings';
import { SpoilerAskCard } from './SpoilerAskCard';

function PlayerSpoilerGate({ showType, children }: { showType: ShowType; children: ReactNode }) {
  const guard = useSpoilerGuardQuery();
  const scored = useScoredPeriods();
  if (guard.isLoading || scored.isLoading) return <LoadingState label="Loading your spoiler guard..." className="py-8" />;
  const error = (guard.error && !guard.data) || (scored.error && !scored.data) ? (guard.error ?? scored.error) : null;
  if (error) {
    return <ErrorNotice>{errorMessage(error, 'Could not load your spoiler guard, so no totals are shown. Please reload.')}</ErrorNotice>;
  }
  if (asksHowFarWatched(guard.data, showType, scored.data)) return <SpoilerAskCard showType={showType} scored={scoredPeriodsOf(scored.data, showType)} />;
  return <>{children}</>;
}

export function SpoilerGate({ showType, children }: { showType: ShowType; children: ReactNode }) {
  const isAdmin = useSession().role === 'admin';
  if (isAdmin) return <>{children}</>;
  return <PlayerSpoilerGate showType={showType}>{children}</PlayerSpoilerGate>;
}
