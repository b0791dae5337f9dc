// The Draft Management toasts (docs/drafts.md#draft-toasts). Failures use the spec's fixed sentences, followed by the
// server's reason when it gave one (e.g. "Seed or load the cast first.").
import { DRAFT_ACTION_FAILURES, errorMessage, type ToastInput } from '@reality-draft/kit';

export type DraftAction = 'create' | 'start' | 'reset' | 'delete';

const FAILURES: Record<DraftAction, string> = {
  create: 'Failed to create draft. Make sure you have admin privileges.',
  ...DRAFT_ACTION_FAILURES,
  delete: 'Failed to delete draft. Please try again.',
};

export function draftFailureToast(action: DraftAction, error?: unknown): ToastInput {
  const reason = errorMessage(error, '');
  return { title: 'Error', description: reason ? `${FAILURES[action]} ${reason}` : FAILURES[action], variant: 'destructive' };
}

export function draftSuccessToast(action: DraftAction, label: string): ToastInput {
  switch (action) {
    case 'create':
      return { title: 'Draft Created!', description: `${label} is ready. Share the join code with your players.` };
    case 'start':
      return { title: 'Draft Started', description: `${label} is live. The player order has been randomised.` };
    case 'reset':
      return { title: 'Draft Restarted', description: `All picks of ${label} were cleared; the first player is back on the clock.` };
    case 'delete':
      return { title: 'Draft Deleted', description: `${label} was deleted.` };
  }
}
