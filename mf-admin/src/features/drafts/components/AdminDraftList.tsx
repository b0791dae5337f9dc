// The admin's drafts, or what stands in for them while loading, on failure or when there are none.
import { Button, errorMessage, LoadingState } from '@reality-draft/kit';
import { useAdminDraftList } from '../hooks/useAdminDraftList';
import { AdminDraftRow } from './AdminDraftRow';

export function AdminDraftList() {
  const { drafts, isLoading, error, refetch } = useAdminDraftList();
  if (isLoading) return <LoadingState label="Loading your drafts..." className="py-10" />;
  if (error && !drafts) {
    return (
      <div role="alert" className="py-10 text-center">
        <p className="font-medium text-slate-900">Could not load your drafts</p>
        <p className="mt-1 text-sm text-slate-500">{errorMessage(error, 'The server did not answer. Please try again.')}</p>
        <Button className="mt-4" variant="outline" onClick={() => void refetch()}>
          Reload drafts
        </Button>
      </div>
    );
  }
  if (!drafts?.length) {
    return (
      <div className="py-10 text-center">
        <p className="font-medium text-slate-900">No Drafts Yet</p>
        <p className="mt-1 text-sm text-slate-500">Create a draft above, then share its join code with your players.</p>
      </div>
    );
  }
  return (
    <ul aria-label="Your drafts" className="divide-y divide-slate-100">
      {drafts.map((draft) => (
        <AdminDraftRow key={draft.id} draft={draft} />
      ))}
    </ul>
  );
}
