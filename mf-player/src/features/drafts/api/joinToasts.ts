// The toasts of a join (spec 01 §5 and §8).
import { errorMessage, errorStatus, type ToastInput } from '@reality-draft/kit';
import type { JoinDraftResponse } from '@reality-draft/events';

export const INVALID_CODE_TOAST: ToastInput = {
  title: 'Invalid Join Code',
  description: 'Please enter a 6-digit join code.',
  variant: 'destructive',
};

const ADMIN_REFUSAL = 'Admins manage drafts through the Admin panel';

export function joinFailureToast(error: unknown): ToastInput {
  const description = errorMessage(error, 'Failed to join draft');
  const adminRefused = errorStatus(error) === 403 && description.startsWith(ADMIN_REFUSAL);
  return { title: adminRefused ? 'Access Denied' : 'Failed to Join', description, variant: 'destructive' };
}

export function joinSuccessToast(response: JoinDraftResponse): ToastInput {
  return { title: response.alreadyJoined ? 'Already Joined' : 'Joined Draft!', description: response.message };
}
