// Home's 'Your Stats' (docs/accounts.md#home-page, made real by issue 10): the admin's drafts at a glance.
import type { DraftSummary } from '@reality-draft/events';

export interface HomeStat {
  label: string;
  value: number | null;
}

export function homeStats(drafts: ReadonlyArray<Pick<DraftSummary, 'status' | 'participantCount'>> | undefined): HomeStat[] {
  const count = (test: (draft: Pick<DraftSummary, 'status'>) => boolean) => (drafts ? drafts.filter(test).length : null);
  return [
    { label: 'Drafts Created', value: drafts ? drafts.length : null },
    { label: 'Live Now', value: count((draft) => draft.status === 'active') },
    { label: 'Completed', value: count((draft) => draft.status === 'completed') },
    { label: 'Players Joined', value: drafts ? drafts.reduce((sum, draft) => sum + draft.participantCount, 0) : null },
  ];
}
