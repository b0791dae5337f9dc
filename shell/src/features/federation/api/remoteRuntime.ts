// Registers the remotes listed by /mf-registry.json with the Module Federation runtime and loads
// their route modules. A failed remote can be reset, so that "Try again" fetches it afresh.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteFallbackPlugin } from './fallbackPlugin';
import { fetchRegistry, type Registry } from './registry';
import { remoteModuleId } from './remoteModuleId';
import { kitFirstPlugin } from './sharedKit';

let registry: Registry | null = null;
let pending: Promise<Registry> | null = null;

function register(entries: Registry, options?: { force?: boolean; only?: string }): void {
  const remotes = Object.entries(entries)
    .filter(([name]) => !options?.only || name === options.only)
    .map(([name, entry]) => ({ name, entry }));
  if (remotes.length) registerRemotes(remotes, { force: options?.force ?? false });
}

function loadRegistry(): Promise<Registry> {
  if (registry) return Promise.resolve(registry);
  pending ??= fetchRegistry()
    .then((loaded) => {
      register(loaded);
      registry = loaded;
      return loaded;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Start-up: install the plugins and read the registry (a failure is retried on demand). */
export function startFederation(): void {
  registerPlugins([kitFirstPlugin(), remoteFallbackPlugin()]);
  loadRegistry().catch((error) => console.warn('[federation] remote registry unavailable:', error));
}

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`${remote}: ${reason}`);
  }
}

export async function loadRemoteModule<T>(remote: string, expose: string): Promise<T> {
  const entries = await loadRegistry();
  if (!entries[remote]) throw new RemoteUnavailableError(remote, 'not listed in /mf-registry.json');
  const loaded = await loadRemote<T>(remoteModuleId(remote, expose));
  if (!loaded) throw new RemoteUnavailableError(remote, `${expose} could not be loaded`);
  return loaded;
}

/**
 * Forget everything cached about one remote (its manifest, remoteEntry and failed loads) and read the
 * registry again, so that the next load fetches the remote afresh. Other remotes are left untouched.
 */
export async function resetRemote(remote: string): Promise<void> {
  registry = null;
  const entries = await loadRegistry();
  register(entries, { force: true, only: remote });
}
