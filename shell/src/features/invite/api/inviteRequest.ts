// GET /api/public/invites/{code} (issue 28 §7): what an invite link invites to, without a session. A
// plain request, as the signed-out screens load no Redux store.
import { apiRoute, errorStatus, isNetworkError, normalizeJoinCode, sendRequest } from '@reality-draft/kit/host';
import type { InviteView } from '@reality-draft/events';

export type InviteAnswer = { kind: 'found'; invite: InviteView } | { kind: 'unknown' } | { kind: 'tooMany' } | { kind: 'failed' };

export async function fetchInvite(code: string, signal?: AbortSignal): Promise<InviteAnswer> {
  const result = await sendRequest<InviteView>(apiRoute('drafts', 'inviteByCode', { params: { code: normalizeJoinCode(code) } }), signal);
  if (!result.error) return { kind: 'found', invite: result.data };
  if (isNetworkError(result.error)) return { kind: 'failed' };
  const status = errorStatus(result.error);
  if (status === 404 || status === 400) return { kind: 'unknown' };
  if (status === 429) return { kind: 'tooMany' };
  return { kind: 'failed' };
}
