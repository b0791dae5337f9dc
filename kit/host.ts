// `@reality-draft/kit/host`: the kit as the shell imports it. The shell is the host that provides the
// `@reality-draft/kit` singleton to every remote; its own code imports the same modules directly, so
// webpack bundles with the login page only the kit code the shell uses (the API slice, the session,
// toasts, a few UI pieces), not the whole barrel. Both paths are the same modules of one build, hence
// the same instances: one API slice, one session store, one toast store. The shell loads the barrel
// itself before the first remote starts (loadRemoteModule), so the remotes share the shell's copy.
// Remotes import '@reality-draft/kit' as before.
export * from './src/index';
