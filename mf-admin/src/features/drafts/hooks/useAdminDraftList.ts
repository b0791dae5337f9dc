// The admin's own drafts (GET /api/admin/drafts), newest first, kept fresh by push notices with
// polling as the fallback while the push stream is down (see useDraftListPolling).
import { useAdminDraftsQuery, useDraftListPolling } from '@reality-draft/kit';
import { useMemo } from 'react';
import { sortAdminDrafts } from '../model/draftStatus';

export function useAdminDraftList() {
  const pollingInterval = useDraftListPolling();
  const query = useAdminDraftsQuery(undefined, { pollingInterval });
  const drafts = useMemo(() => (query.data ? sortAdminDrafts(query.data) : undefined), [query.data]);
  return { ...query, drafts };
}
