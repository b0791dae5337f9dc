// The stand-in component the runtime fallback plugin returns for a remote that failed to load.
import { useRemoteRetry } from '../hooks/remoteRetryContext';
import { RemoteUnavailable } from './RemoteUnavailable';

export function RemoteUnavailableFallback({ remote }: { remote: string }) {
  const { retry, retrying } = useRemoteRetry();
  return <RemoteUnavailable remote={remote} onRetry={retry} retrying={retrying} />;
}
