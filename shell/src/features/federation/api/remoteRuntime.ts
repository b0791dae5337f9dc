// Registers the remotes listed by the registry (inlined in the page at first, then /mf-registry.json)
// with the Module Federation runtime and loads their route modules. The registry is read again as
// screens are opened (registryFollower), and a remote pointed at a new build is registered anew
// before its next screen loads (registryChanges).
// A failed remote can be reset, so that "Try again" fetches it afresh.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { isFallbackModule } from '../model/fallbackMark';
import { remoteFallbackPlugin } from './fallbackPlugin';
import { preloadsRemote } from '../model/pagePreloads';
import { readRegistry, type Registry } from './registry';
import { registryChanges } from '../model/registryChanges';
import { followRegistry } from '../model/registryFollower';
import { remoteModuleId } from '../model/remoteModuleId';
import { isRemoteShown } from '../model/remoteUsage';
import { kitFirstPlugin } from '../model/sharedKit';

const registry = followRegistry(() => readRegistry());
/** The manifest URL each remote is registered with in the runtime. */
const registered: Record<string, string> = {};
/** The remotes a module was loaded from in this document (not the unavailable card). */
const loadedRemotes = new Set<string>();

/**
 * Registers `entry` for `name` in place of what the runtime holds of it (its manifest, remoteEntry,
 * loaded modules). A remote's build keeps the chunks it loaded in a page-wide array named after its
 * webpack uniqueName (kit's createConfig: the remote's name); another build's runtime would take
 * those chunks, of the same ids, as its own and run the old code, so a new build starts without it.
 */
function registerAnew(name: string, entry: string): void {
  if (registered[name] !== undefined && registered[name] !== entry) delete (window as unknown as Record<string, unknown>)[`webpackChunk${name}`];
  registerRemotes([{ name, entry }], { force: true });
  registered[name] = entry;
}

function follow(latest: Registry): Registry {
  const { added, moved } = registryChanges(registered, latest, isRemoteShown);
  if (added.length) registerRemotes(added.map(({ name, entry }) => ({ name, entry })));
  for (const { name, entry } of added) registered[name] = entry;
  for (const { name, entry } of moved) registerAnew(name, entry);
  return latest;
}

/** Start-up: install the plugins and read the registry (a failure is retried on demand). */
export function startFederation(): void {
  registerPlugins([kitFirstPlugin(), remoteFallbackPlugin()]);
  registry
    .current()
    .then(follow)
    .catch((error) => console.warn('[federation] remote registry unavailable:', error));
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
  const entries = follow(await registry.current());
  if (!entries[remote]) throw new RemoteUnavailableError(remote, 'not listed in /mf-registry.json');
  const loaded = await loadRemote<T>(remoteModuleId(remote, expose));
  if (!loaded) throw new RemoteUnavailableError(remote, `${expose} could not be loaded`);
  if (!isFallbackModule(loaded)) loadedRemotes.add(remote);
  return loaded;
}

/**
 * Forget everything cached about one remote (its manifest, remoteEntry and failed loads) and read the
 * registry again, so that the next load fetches the remote afresh. Other remotes are left untouched.
 * A remote that never loaded in a page whose HTML preloaded it is retried by loading the page again
 * (pagePreloads.ts: its failed preloads would fail it again).
 */
export async function resetRemote(remote: string): Promise<void> {
  if (!loadedRemotes.has(remote) && registered[remote] !== undefined && preloadsRemote(registered[remote])) {
    window.location.reload();
    return;
  }
  const entries = follow(await registry.reload());
  if (entries[remote]) registerAnew(remote, entries[remote]);
}
