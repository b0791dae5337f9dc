// The public drafts to choose from: 'Big Brother #CODE' with an 'Available' or 'Active' badge; only
// pending drafts can be chosen. Every public draft on the server is listed: AVAILABLE_PAGE at a time.
import {
  Badge,
  cn,
  draftLabel,
  errorMessage,
  ErrorNotice,
  shortDateText,
  LoadingState,
  playerCount,
  ShowIcon,
  ShowMoreButton,
  useShownPage,
  EmptyNotice,
} from '@reality-draft/kit';
import type { DraftSummary } from '@reality-draft/events';
import { availabilityLabel, isJoinable } from '../model/joinForm';

export const AVAILABLE_PAGE = 10;

interface Props {
  drafts: DraftSummary[] | undefined;
  isLoading: boolean;
  error: unknown;
  selectedId: string | null;
  onSelect: (draftId: string) => void;
}

export function AvailableDraftOptions({ drafts, isLoading, error, selectedId, onSelect }: Props) {
  if (isLoading) return <LoadingState label="Loading available drafts..." className="py-8" />;
  if (error && !drafts) {
    return <ErrorNotice>{errorMessage(error, 'Could not load the available drafts.')}</ErrorNotice>;
  }
  if (!drafts?.length) {
    return <EmptyNotice title="No Public Drafts">No drafts are open right now. Ask your admin for a join code.</EmptyNotice>;
  }
  return <DraftOptions drafts={drafts} selectedId={selectedId} onSelect={onSelect} />;
}

function DraftOptions({ drafts, selectedId, onSelect }: { drafts: DraftSummary[]; selectedId: string | null; onSelect: (draftId: string) => void }) {
  const page = useShownPage(drafts, AVAILABLE_PAGE);
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium text-slate-700">Available drafts</legend>
      {/* Focusable: when every draft listed is running (their choices disabled), the keyboard still scrolls it. */}
      <div
        role="group"
        aria-label="Available drafts, scrollable"
        tabIndex={0}
        className="max-h-72 space-y-2 overflow-y-auto rounded-xl pr-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {page.items.map((draft) => (
          <DraftOption key={draft.id} draft={draft} checked={draft.id === selectedId} onSelect={onSelect} />
        ))}
        <ShowMoreButton more={page.more} noun="drafts" onShowMore={page.showMore} className="w-full" />
      </div>
    </fieldset>
  );
}

function DraftOption({ draft, checked, onSelect }: { draft: DraftSummary; checked: boolean; onSelect: (id: string) => void }) {
  const joinable = isJoinable(draft);
  return (
    <label
      className={cn(
        'flex items-center gap-3 rounded-xl border p-3 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
        checked ? 'border-brand-500 bg-brand-50/60' : 'border-slate-200',
        joinable ? 'cursor-pointer hover:border-brand-300' : 'cursor-not-allowed bg-slate-50 opacity-70',
      )}
    >
      <input
        type="radio"
        name="available-draft"
        value={draft.id}
        checked={checked}
        disabled={!joinable}
        onChange={() => onSelect(draft.id)}
        className="h-4 w-4 shrink-0 accent-brand-600"
      />
      <span aria-hidden className="hidden h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600 sm:flex">
        <ShowIcon showType={draft.showType} className="h-4 w-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block break-words font-medium text-slate-900">{draftLabel(draft)}</span>
        <span className="block text-xs text-slate-500">
          {shortDateText(draft.draftDate)} · {playerCount(draft.participantCount)}
        </span>
      </span>
      <Badge tone={joinable ? 'success' : 'warning'}>{availabilityLabel(draft)}</Badge>
    </label>
  );
}
