// The 'Join a Draft' form's rules (docs/player-area.md#join-form).
import type { DraftSummary } from '@reality-draft/events';

export type JoinMethod = 'available' | 'code';

export const JOIN_METHODS: { value: JoinMethod; label: string }[] = [
  { value: 'available', label: 'Select from Available' },
  { value: 'code', label: 'Enter Join Code' },
];

/** Only pending drafts can be joined. */
export function isJoinable(draft: Pick<DraftSummary, 'status'>): boolean {
  return draft.status === 'pending';
}

/** The badge of an available draft: 'Available' while pending, 'Active' otherwise. */
export function availabilityLabel(draft: Pick<DraftSummary, 'status'>): 'Available' | 'Active' {
  return isJoinable(draft) ? 'Available' : 'Active';
}

/** The chosen draft, as long as it is still listed and still joinable. */
export function chosenDraftId(drafts: readonly DraftSummary[] | undefined, selectedId: string | null): string | null {
  if (!selectedId || !drafts) return null;
  return drafts.some((draft) => draft.id === selectedId && isJoinable(draft)) ? selectedId : null;
}

export interface JoinFormState {
  method: JoinMethod;
  code: string;
  draftId: string | null;
  busy: boolean;
}

/** Join is disabled while a request runs, when the trimmed code is empty, or when no draft is chosen. */
export function canJoin({ method, code, draftId, busy }: JoinFormState): boolean {
  if (busy) return false;
  return method === 'code' ? code.trim().length > 0 : draftId !== null;
}
