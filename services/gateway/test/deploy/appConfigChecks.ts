import { catalogSettingsFromEnv } from '@reality-draft/catalog';
import { identitySettingsFromEnv } from '@reality-draft/identity';
import { eventRelayConfigFromEnv, storageConfigFromEnv } from '@reality-draft/kernel';
import { processLayoutFromEnv } from '../../src/processLayout';

/** What a manifest sets from elsewhere (a Secret, a valueFrom) reads as in an environment checked here. */
export const SET_ELSEWHERE = 'set-elsewhere';

/** A compose value as the process receives it: `${NAME:-default}` gives the default, any other placeholder a value from elsewhere. */
export const interpolated = (value: string): string =>
  value.replace(/\$\{[A-Za-z_][A-Za-z0-9_]*(?::?-([^}]*))?[^}]*\}/g, (_match, fallback: string | undefined) => fallback ?? SET_ELSEWHERE);

export type ProcessEntry = 'main' | 'relay' | 'replay';

/** Which entry a process runs: main.js (the image's default command), relay.js or replay.js. */
export function entryOf(command: unknown): ProcessEntry {
  const words = JSON.stringify(command ?? '');
  return words.includes('relay.js') ? 'relay' : words.includes('replay.js') ? 'replay' : 'main';
}

// A replay's layout comes from a template filled in per process (k8s/replay-job.template.yaml): storage only.
const READERS: Record<ProcessEntry, ((env: NodeJS.ProcessEnv) => unknown)[]> = {
  main: [processLayoutFromEnv, storageConfigFromEnv, identitySettingsFromEnv, catalogSettingsFromEnv],
  relay: [storageConfigFromEnv, eventRelayConfigFromEnv],
  replay: [storageConfigFromEnv],
};

/** A process's environment as the code's own configuration readers take it: each refusal is a problem. */
export function appConfigProblems(at: string, env: Record<string, string>, entry: ProcessEntry): string[] {
  return READERS[entry].flatMap((read) => {
    try {
      read(env);
      return [];
    } catch (error) {
      return [`${at}: ${(error as Error).message}`];
    }
  });
}

/** SERVICE_URLS entries that parse (the layout reader reports the others): service name and URL. */
export function serviceUrls(value: string | undefined): { service: string; url: URL }[] {
  return (value ?? '').split(',').flatMap((entry) => {
    const [service, raw] = entry.split(/=(.*)/s).map((part) => part?.trim());
    return service && raw && URL.canParse(raw) ? [{ service, url: new URL(raw) }] : [];
  });
}

/** Whether a process's SERVICES (all five when unset) names a service. */
export const serves = (env: Record<string, string | null | undefined>, service: string): boolean =>
  env.SERVICES === undefined ||
  env.SERVICES === null ||
  env.SERVICES.split(',')
    .map((name) => name.trim())
    .includes(service);
