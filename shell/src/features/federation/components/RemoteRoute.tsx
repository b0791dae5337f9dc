// Renders one exposed route component of a remote, loaded at run time with loadRemote.
// Failures (the runtime fallback plugin or the error boundary) show a retryable card; "Try again"
// resets the remote in the runtime and loads it afresh.
import { LoadingState } from '@reality-draft/kit';
import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType } from 'react';
import { loadRemoteModule, resetRemote } from '../api/remoteRuntime';
import { RemoteRetryContext } from '../hooks/remoteRetryContext';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

interface RemoteModule {
  default?: ComponentType;
}

export interface RemoteRouteProps {
  remote: string;
  module: string;
}

async function loadComponent(remote: string, module: string): Promise<{ default: ComponentType }> {
  const loaded = await loadRemoteModule<RemoteModule>(remote, module);
  if (typeof loaded.default !== 'function' && typeof loaded.default !== 'object') {
    throw new Error(`${remote}/${module} has no default export to render`);
  }
  return { default: loaded.default as ComponentType };
}

export function RemoteRoute({ remote, module }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);

  const Screen = useMemo(() => lazy(() => loadComponent(remote, module)), [remote, module, attempt]);

  const retry = useCallback(() => {
    setRetrying(true);
    resetRemote(remote)
      .catch((error) => console.warn(`[federation] ${remote} reset failed:`, error))
      .finally(() => {
        setRetrying(false);
        setAttempt((value) => value + 1);
      });
  }, [remote]);

  const retryState = useMemo(() => ({ retry, retrying }), [retry, retrying]);

  return (
    <RemoteRetryContext.Provider value={retryState}>
      <RemoteErrorBoundary key={attempt} remote={remote}>
        <Suspense fallback={<LoadingState label="Loading..." />}>
          <Screen />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
