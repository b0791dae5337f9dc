// What /admin shows for the admin check's state. Only a 401 (or a null answer) means "not an admin";
// any other failure (server down, network) is a failed check: it is retryable and the session stays.
import type { AdminCheck } from '@reality-draft/kit';

export type AdminAccess = 'checking' | 'granted' | 'check-failed' | 'denied';

export function adminAccess(check: Pick<AdminCheck, 'isLoading' | 'isAdmin' | 'error'>): AdminAccess {
  if (check.isLoading) return 'checking';
  if (check.isAdmin) return 'granted';
  if (check.error && check.error.status !== 401) return 'check-failed';
  return 'denied';
}
