// This remote runs inside the shell, which loads its exposed route modules through
// remoteEntry.js / mf-manifest.json. The entry chunk itself has nothing to start.
export {};
