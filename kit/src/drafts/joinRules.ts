// Joining a draft (docs/drafts.md#join-code, docs/drafts.md#joining): the join code as typed (uppercased, at most 6 characters) and
// the toasts of a join. Shared by every screen with a join box.
import { JOIN_CODE_LENGTH, type JoinDraftResponse } from '@reality-draft/events';
import { errorMessage, errorStatus } from '../api/apiError';
import type { ToastInput } from '../toast/toastStore';

/** The spec's delay between a successful join and the draft room. */
export const JOIN_REDIRECT_DELAY_MS = 1500;

export function normalizeJoinCode(raw: string): string {
  return raw.toUpperCase().replace(/\s+/g, '').slice(0, JOIN_CODE_LENGTH);
}

export function isCompleteJoinCode(code: string): boolean {
  return code.trim().length === JOIN_CODE_LENGTH;
}

export const INVALID_JOIN_CODE_TOAST: ToastInput = {
  title: 'Invalid Join Code',
  description: 'Please enter a 6-digit join code.',
  variant: 'destructive',
};

const ADMIN_REFUSAL = 'Admins manage drafts through the Admin panel';

/** 'Failed to Join' with the server's message (else 'Failed to join draft'); an admin gets 'Access Denied'. */
export function joinFailureToast(error: unknown): ToastInput {
  const description = errorMessage(error, 'Failed to join draft');
  const adminRefused = errorStatus(error) === 403 && description.startsWith(ADMIN_REFUSAL);
  return { title: adminRefused ? 'Access Denied' : 'Failed to Join', description, variant: 'destructive' };
}

export function joinSuccessToast(response: JoinDraftResponse): ToastInput {
  return { title: response.alreadyJoined ? 'Already Joined' : 'Joined Draft!', description: response.message };
}
