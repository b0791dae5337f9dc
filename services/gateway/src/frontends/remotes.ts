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
  const overrides = JSON.parse(env.MF_REGISTRY) as unknown;
  if (typeof overrides !== 'object' || overrides === null || Object.values(overrides).some((url) => typeof url !== 'string')) {
    throw new Error('MF_REGISTRY must be a JSON object of remote name -> manifest URL');
  }
  // Absolute URLs name the origins the Content-Security-Policy lets scripts load from.
  for (const [name, url] of Object.entries(overrides as Registry)) {
    if (!/^(https?:\/\/[a-z0-9.-]+(:\d{1,5})?(\/\S*)?|\/(?!\/)\S*)$/i.test(url))
      throw new Error(`MF_REGISTRY: ${name} must be an http(s) URL or a path starting with /, not "${url}"`);
  }
  return { ...defaults, ...(overrides as Registry) };
}
