// 'Your Drafts': the drafts the player joined, live ones first, then waiting rooms, then finished
// drafts, YOUR_DRAFTS_PAGE at a time. A live draft the player has not entered during this visit opens
// by itself after 1.5 s.
import { Card, CardBody, CardHeader, draftLabel, errorMessage, LoadingState, ShowMoreButton, useShownPage } from '@reality-draft/kit';
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
    <Card className="flex flex-col">
      <CardHeader icon={<ListChecks className="h-5 w-5" />} title="Your Drafts" description="Drafts you've joined and where they stand." />
      <CardBody className="flex-1 pt-3 sm:pt-4">
        {entering && (
          <p role="status" className="mb-3 flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
            <Radio className="h-4 w-4 shrink-0 motion-safe:animate-pulse" aria-hidden />
            {draftLabel(entering)} is live. Taking you to the draft room...
          </p>
        )}
        {isLoading ? (
          <LoadingState label="Loading your drafts..." className="py-8" />
        ) : error && !drafts ? (
          <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-700">
            {errorMessage(error, 'Could not load your drafts.')}
          </p>
        ) : drafts?.length ? (
          <YourDraftsList drafts={drafts} />
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center">
            <p className="font-medium text-slate-900">No Drafts Yet</p>
            <p className="mt-1 text-sm text-slate-500">Join a draft and it shows up here. Once your admin starts it, you can head into the draft room.</p>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
