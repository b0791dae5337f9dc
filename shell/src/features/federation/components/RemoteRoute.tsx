// Renders one exposed route component of a remote, loaded at run time with loadRemote.
// Failures (the runtime fallback plugin or the error boundary) show a retryable card. "Try again"
// after a failed load resets the remote in the runtime and loads it afresh; after a render error of a
// remote that did load, it only mounts the screen again.
import { LoadingState } from '@reality-draft/kit/host';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { isFallbackModule } from '../model/fallbackMark';
import { loadRemoteModule, resetRemote } from '../api/remoteRuntime';
import { showRemote } from '../model/remoteUsage';
import { RemoteRetryContext } from '../hooks/remoteRetryContext';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

interface RemoteModule {
  default?: ComponentType;
}

export interface RemoteRouteProps {
  remote: string;
  module: string;
}

async function loadComponent(remote: string, module: string): Promise<{ default: ComponentType; fallback: boolean }> {
  const loaded = await loadRemoteModule<RemoteModule>(remote, module);
  if (typeof loaded.default !== 'function' && typeof loaded.default !== 'object') {
    throw new Error(`${remote}/${module} has no default export to render`);
  }
  return { default: loaded.default, fallback: isFallbackModule(loaded) };
}

/**
 * Counts the remote as shown while its screen is on the page: a new build of it then waits for a later
 * navigation. Beside the screen in its Suspense boundary, so that it counts from when the screen is
 * drawn, not while it loads (the load itself may switch to the new build).
 */
function ShownRemote({ remote }: { remote: string }) {
  useEffect(() => showRemote(remote), [remote]);
  return null;
}

export function RemoteRoute({ remote, module }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);
  // True once the remote's own module (not the plugin's fallback) has loaded: a failure after that is
  // a render error, which needs no re-registration.
  const loaded = useRef(false);

  const Screen = useMemo(
    () =>
      lazy(async () => {
        loaded.current = false;
        const component = await loadComponent(remote, module);
        loaded.current = !component.fallback;
        return component;
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the point: React.lazy caches a failed load, so each retry needs a new lazy component
    [remote, module, attempt],
  );

  const retry = useCallback(() => {
    if (loaded.current) {
      setAttempt((value) => value + 1);
      return;
    }
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
          <ShownRemote remote={remote} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
