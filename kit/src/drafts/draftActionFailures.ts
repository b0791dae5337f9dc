// The spec's fixed failure sentences for starting and resetting a draft (docs/drafts.md#draft-toasts), the same in
// the draft room and in Draft Management.
export const DRAFT_ACTION_FAILURES = {
  start: 'Failed to start draft.',
  reset: 'Failed to reset draft.',
} as const;
