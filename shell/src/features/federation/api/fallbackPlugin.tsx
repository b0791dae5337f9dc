// Module Federation runtime plugin: when a remote module fails to load (manifest, remoteEntry or
// module factory), loadRemote resolves to a stand-in module whose component is the
// "This section is unavailable" card, instead of rejecting.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { lazy } from 'react';
import { FALLBACK_MARK } from '../model/fallbackMark';
import { remoteNameOf } from '../model/remoteModuleId';

// The card loads only when a remote has failed (RemoteRoute's Suspense shows the loading state meanwhile).
const RemoteUnavailableFallback = lazy(() =>
  // eslint-disable-next-line reality-draft/import-boundaries -- the module a failed remote resolves to is this card: the loader must name it.
  import('../components/RemoteUnavailableFallback').then((module) => ({ default: module.RemoteUnavailableFallback })),
);

export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'reality-draft-remote-fallback',
    errorLoadRemote(args) {
      // Only the final stage returns a module; earlier stages must rethrow so that loadRemote reaches it.
      if (args.lifecycle !== 'onLoad') return undefined;
      const remote = remoteNameOf(String(args.id));
      console.warn(`[federation] ${args.id} could not be loaded:`, args.error);
      const Fallback = () => <RemoteUnavailableFallback remote={remote} />;
      return { __esModule: true, [FALLBACK_MARK]: true, default: Fallback };
    },
  };
}
