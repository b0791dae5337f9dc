// The signed-in person's leagues, in the standings' order: a player's joined drafts, an admin's own
// drafts. Kept fresh like every draft list (push notices, polling while the stream is down).
import type { DraftSummary } from '@reality-draft/events';
import { useMemo } from 'react';
import { useAdminDraftsQuery, useUserDraftsQuery } from '../drafts/draftsApi';
import { useDraftListPolling } from '../drafts/useDraftListPolling';
import { useSession } from '../session/sessionStore';
import { orderLeagues } from './leagues';

export interface Leagues {
  leagues: DraftSummary[];
  isLoading: boolean;
  error: unknown;
  isAdmin: boolean;
}

export function useLeagues(): Leagues {
  const isAdmin = useSession().role === 'admin';
  const pollingInterval = useDraftListPolling();
  const asPlayer = useUserDraftsQuery(undefined, { skip: isAdmin, pollingInterval });
  const asAdmin = useAdminDraftsQuery(undefined, { skip: !isAdmin, pollingInterval });
  const { data, isLoading, error } = isAdmin ? asAdmin : asPlayer;
  const leagues = useMemo(() => orderLeagues(data ?? []), [data]);
  return { leagues, isLoading, error: data ? undefined : error, isAdmin };
}
