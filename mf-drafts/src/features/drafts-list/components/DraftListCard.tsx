// A titled list of drafts with its loading, error and empty states.
import type { DraftSummary } from '@reality-draft/events';
import { Button, Card, CardHeader, errorMessage, LoadingState } from '@reality-draft/kit';
import type { ReactNode } from 'react';
import { sortDrafts } from '../model/draftListStatus';
import { DraftRow } from './DraftRow';

export interface DraftListQuery {
  data?: DraftSummary[];
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export function DraftListCard({
  title,
  description,
  icon,
  query,
  empty,
  actionFor,
}: {
  title: string;
  description: string;
  icon: ReactNode;
  query: DraftListQuery;
  empty: ReactNode;
  actionFor: (draft: DraftSummary) => ReactNode;
}) {
  const drafts = sortDrafts(query.data ?? []);
  return (
    <Card className="flex flex-col">
      <CardHeader icon={icon} title={title} description={description} />
      <div className="mt-4 flex-1 border-t border-slate-100 sm:mt-6">
        {query.isLoading ? (
          <LoadingState label="Loading drafts..." className="py-10" />
        ) : query.error && !query.data ? (
          <div role="alert" className="px-6 py-10 text-center">
            <p className="font-medium text-slate-900">Could not load drafts</p>
            <p className="mt-1 text-sm text-slate-500">{errorMessage(query.error, 'The server did not answer. Please try again.')}</p>
            <Button className="mt-4" variant="outline" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          </div>
        ) : drafts.length === 0 ? (
          empty
        ) : (
          <ul className="divide-y divide-slate-100">
            {drafts.map((draft) => (
              <DraftRow key={draft.id} draft={draft} action={actionFor(draft)} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

export function EmptyDrafts({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <div className="px-6 py-10 text-center">
      <p className="font-medium text-slate-900">{title}</p>
      <p className="mx-auto mt-1 max-w-sm text-sm text-slate-500">{message}</p>
      {children && <div className="mt-4 flex justify-center">{children}</div>}
    </div>
  );
}
