// 'Your Drafts': the drafts the player joined, live ones first, then waiting rooms, then finished
// drafts, YOUR_DRAFTS_PAGE at a time. A live draft the player has not entered during this visit opens
// by itself after 1.5 s.
import { draftLabel, EmptyNotice, ReadStates, ShowMoreButton, useShownPage, SectionCard } from '@reality-draft/kit';
import type { DraftSummary } from '@reality-draft/events';
import { ListChecks, Radio } from 'lucide-react';
import { yourDraftsInOrder } from '../model/draftOrder';
import { useAutoEnterLiveDraft } from '../hooks/useAutoEnterLiveDraft';
import { useYourDrafts } from '../hooks/useDraftLists';
import { YourDraftRow } from './YourDraftRow';

export const YOUR_DRAFTS_PAGE = 5;

function YourDraftsList({ drafts }: { drafts: DraftSummary[] }) {
  const page = useShownPage(yourDraftsInOrder(drafts), YOUR_DRAFTS_PAGE);
  return (
    <>
      <ul aria-label="Your drafts" className="-my-3 divide-y divide-slate-100">
        {page.items.map((draft) => (
          <YourDraftRow key={draft.id} draft={draft} />
        ))}
      </ul>
      <ShowMoreButton more={page.more} noun="drafts" onShowMore={page.showMore} className="mt-4" />
    </>
  );
}

export function YourDraftsCard() {
  const { data: drafts, isLoading, error } = useYourDrafts();
  const entering = useAutoEnterLiveDraft(drafts);
  return (
    <SectionCard
      icon={<ListChecks className="h-5 w-5" />}
      title="Your Drafts"
      description="Drafts you've joined and where they stand."
      className="flex flex-col"
      bodyClassName="flex-1 pt-3 sm:pt-4"
    >
      {entering && (
        <p role="status" className="mb-3 flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
          <Radio className="h-4 w-4 shrink-0 motion-safe:animate-pulse" aria-hidden />
          {draftLabel(entering)} is live. Taking you to the draft room...
        </p>
      )}
      <ReadStates
        data={drafts}
        isLoading={isLoading}
        error={error}
        loading="Loading your drafts..."
        failed="Could not load your drafts."
        isEmpty={(loaded) => !loaded.length}
        empty={<EmptyNotice title="No Drafts Yet">Join a draft and it shows up here. Once your admin starts it, you can head into the draft room.</EmptyNotice>}
      >
        {(loaded) => <YourDraftsList drafts={loaded} />}
      </ReadStates>
    </SectionCard>
  );
}
