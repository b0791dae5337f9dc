// The player's own account from the account menu (docs/accounts.md#your-data): their data as a file, and
// the deletion of the account. Plain requests: the answers change nothing the API slice caches.
import type { PlayerDataExport } from '@reality-draft/events';
import { apiRoute, identityRoute, sendRequest, type RequestResult } from '@reality-draft/kit/host';

export const accountApi = {
  exportMyData: (): Promise<RequestResult<PlayerDataExport>> => sendRequest(apiRoute('gateway', 'exportMe')),
  deleteMyAccount: (password: string): Promise<RequestResult<null>> => sendRequest(identityRoute('deleteMe', { body: { password } })),
};
