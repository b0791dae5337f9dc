// Lets the "unavailable" card — wherever it is rendered (error boundary or runtime fallback) — reach
// the retry of the route that owns it.
import { createContext, useContext } from 'react';

export interface RemoteRetry {
  retry: () => void;
  retrying: boolean;
}

export const RemoteRetryContext = createContext<RemoteRetry>({ retry: () => window.location.reload(), retrying: false });

export function useRemoteRetry(): RemoteRetry {
  return useContext(RemoteRetryContext);
}
