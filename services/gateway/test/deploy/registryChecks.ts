import { REMOTES } from '../../src/frontends/remotes';
import { isRecord } from './manifestValues';

/**
 * A remote registry a deployment gives the gateway (MF_REGISTRY_FILE): every remote named, each
 * manifest URL absolute and `served` (by a static server of the same deployment).
 */
export function checkRegistry(label: string, source: string, served: (url: URL) => boolean): string[] {
  let registry: unknown;
  try {
    registry = JSON.parse(source);
  } catch (error) {
    return [`${label}: not JSON (${(error as Error).message})`];
  }
  if (!isRecord(registry)) return [`${label}: not a JSON object of remote name -> manifest URL`];
  const names = REMOTES.map((remote) => remote.name);
  const problems = [
    ...names.filter((name) => !(name in registry)).map((name) => `${label}: no entry for ${name}`),
    ...Object.keys(registry)
      .filter((name) => !names.includes(name))
      .map((name) => `${label}: ${name} is not a remote (${names.join(', ')})`),
  ];
  for (const [name, value] of Object.entries(registry)) {
    const url = URL.canParse(String(value)) ? new URL(String(value)) : undefined;
    if (!url || !['http:', 'https:'].includes(url.protocol) || !url.pathname.endsWith('/mf-manifest.json'))
      problems.push(`${label}: ${name} must be an absolute http(s) URL of an mf-manifest.json, not "${String(value)}"`);
    else if (!served(url)) problems.push(`${label}: ${name} points at ${url.origin}, which no remote of this deployment serves`);
  }
  return problems;
}
