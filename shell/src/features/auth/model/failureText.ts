// What a signed-out page says when its request fails (docs/accounts.md#sign-in-toasts): the server's message, or
// the network's absence.
import { errorMessage, isNetworkError, type ApiError } from '@reality-draft/kit/host';

const NO_SERVER = 'Unable to connect to server';

export const failureText = (error: ApiError, fallback: string): string => (isNetworkError(error) ? NO_SERVER : errorMessage(error, fallback));
