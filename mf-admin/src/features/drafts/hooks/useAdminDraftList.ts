// The admin's own drafts (GET /api/admin/drafts), newest first, kept fresh by push notices with
// polling as the fallback while the push stream is down.
import { useAdminDraftsQuery, usePollingInterval, usePushTopics } from '@reality-draft/kit';
import { useMemo } from 'react';
import { sortAdminDrafts } from '../api/draftStatus';

const DRAFT_TOPICS = ['drafts'];
export const ADMIN_DRAFTS_POLL_MS = 3000;

export function useAdminDraftList() {
  usePushTopics(DRAFT_TOPICS);
  const pollingInterval = usePollingInterval(ADMIN_DRAFTS_POLL_MS);
  const query = useAdminDraftsQuery(undefined, { pollingInterval });
  const drafts = useMemo(() => (query.data ? sortAdminDrafts(query.data) : undefined), [query.data]);
  return { ...query, drafts };
}
