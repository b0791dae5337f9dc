// What the Module Federation runtime must be told for the registry it follows: the remotes it has
// not registered yet, and the remotes whose manifest URL changed (a new build, maybe elsewhere).
// A remote with a screen on the page keeps the build it runs, since two builds of one remote must
// not run side by side: it changes on a later navigation, once none of its screens is shown.
import type { Registry } from './registry';

export interface RemoteEntry {
  name: string;
  entry: string;
}

export interface RegistryChanges {
  added: RemoteEntry[];
  moved: RemoteEntry[];
}

export function registryChanges(registered: Registry, latest: Registry, shown: (remote: string) => boolean): RegistryChanges {
  const changes: RegistryChanges = { added: [], moved: [] };
  for (const [name, entry] of Object.entries(latest)) {
    if (!Object.hasOwn(registered, name)) changes.added.push({ name, entry });
    else if (registered[name] !== entry && !shown(name)) changes.moved.push({ name, entry });
  }
  return changes;
}
