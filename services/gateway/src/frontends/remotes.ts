/** The microfrontends the gateway serves: the shell at `/`, each remote under its own path. */
export interface FrontendBuild {
  /** Module Federation name (remotes only). */
  name?: string;
  /** Workspace folder whose `dist/` holds the build. */
  folder: string;
  urlPath: string;
}

export const SHELL: FrontendBuild = { folder: 'shell', urlPath: '/' };

export const REMOTES: Required<FrontendBuild>[] = [
  { name: 'mf_drafts', folder: 'mf-drafts', urlPath: '/mf/drafts' },
  { name: 'mf_admin', folder: 'mf-admin', urlPath: '/mf/admin' },
  { name: 'mf_player', folder: 'mf-player', urlPath: '/mf/player' },
  { name: 'mf_minigames', folder: 'mf-minigames', urlPath: '/mf/minigames' },
];

export type Registry = Record<string, string>;

/** Remote name -> manifest URL; `MF_REGISTRY` (JSON) overrides entries, e.g. to serve a remote elsewhere. */
export function registryFromEnv(env: NodeJS.ProcessEnv): Registry {
  const defaults = Object.fromEntries(REMOTES.map((remote) => [remote.name, `${remote.urlPath}/mf-manifest.json`]));
  if (!env.MF_REGISTRY) return defaults;
  return { ...defaults, ...registryOverrides(JSON.parse(env.MF_REGISTRY), 'MF_REGISTRY') };
}

/**
 * Checks overrides of the registry (from `source`, named in errors): a JSON object of remote name ->
 * manifest URL, each absolute http(s) or a path on this origin.
 */
export function registryOverrides(json: unknown, source: string): Registry {
  if (typeof json !== 'object' || json === null || Array.isArray(json) || Object.values(json).some((url) => typeof url !== 'string')) {
    throw new Error(`${source} must be a JSON object of remote name -> manifest URL`);
  }
  // Absolute URLs name the origins the Content-Security-Policy lets scripts load from.
  for (const [name, url] of Object.entries(json as Registry)) {
    if (!/^(https?:\/\/[a-z0-9.-]+(:\d{1,5})?(\/\S*)?|\/(?!\/)\S*)$/i.test(url))
      throw new Error(`${source}: ${name} must be an http(s) URL or a path starting with /, not "${url}"`);
  }
  return json as Registry;
}
