import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { registryOverrides, type Registry } from './remotes';

/**
 * The registry the frontends are served with: the start-up one, or with MF_REGISTRY_FILE the file's
 * latest good version on top of it, so that a remote can be pointed elsewhere while the gateway runs.
 */
export interface LiveRegistry {
  /** Reads the file again if it changed since the last look (one stat otherwise). Never rejects. */
  refresh(): Promise<Registry>;
}

/** MF_REGISTRY_FILE, checked at start-up as MF_REGISTRY is: a file that is missing or wrong stops the start. */
export function registryFileFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.MF_REGISTRY_FILE) return undefined;
  const file = path.resolve(env.MF_REGISTRY_FILE);
  try {
    registryOverrides(JSON.parse(readFileSync(file, 'utf8')), 'MF_REGISTRY_FILE');
  } catch (error) {
    throw new Error(`MF_REGISTRY_FILE ${file}: ${(error as Error).message}`);
  }
  return file;
}

/** `base` (the defaults and MF_REGISTRY), with the entries of `file` on top when there is one. */
export function liveRegistry(base: Registry, file: string | undefined, logger: Logger): LiveRegistry {
  return file ? followFile(base, file, logger) : { refresh: async () => base };
}

// A file's modification time ticks coarsely (4 ms on Linux ext4): a file written this recently may
// change again with the same stat, so it is read (and compared) on every look until then.
const SETTLE_MS = 1000;

function followFile(base: Registry, file: string, logger: Logger): LiveRegistry {
  let registry = base;
  let stamp = '';
  let text: string | null = null;
  let pending: Promise<Registry> | null = null;

  async function reread(): Promise<Registry> {
    const seen = await stat(file).catch(() => null);
    const settled = seen && Date.now() - seen.mtimeMs > SETTLE_MS;
    const seenStamp = seen ? `${seen.mtimeMs}:${seen.ctimeMs}:${seen.size}:${seen.ino}` : 'missing';
    if (seenStamp === stamp && settled) return registry;
    stamp = seenStamp;
    const latest = await readFile(file, 'utf8').catch((error: Error) => `unreadable: ${error.message}`);
    if (latest === text) return registry;
    const first = text === null;
    text = latest;
    try {
      registry = { ...base, ...registryOverrides(JSON.parse(latest), 'MF_REGISTRY_FILE') };
      if (!first) logger.info({ file, registry }, 'the remote registry changed');
    } catch (error) {
      // Logged once per version of the file: the next change is read again.
      logger.error({ err: error, file }, 'the remote registry file is unreadable or invalid; keeping the last good registry');
    }
    return registry;
  }

  return {
    refresh() {
      pending ??= reread().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}
