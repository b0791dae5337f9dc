// The shared singletons every Reality Draft frontend negotiates through Module Federation.
// Versions come from the app's own package.json (Module Federation reads them when requiredVersion is absent),
// so one list serves the host and every remote.
//
// Kit versioning: every remote runs against the shell's @reality-draft/kit, whatever kit it was built
// with (a singleton; a version mismatch only warns). That is safe only while kit changes are strictly
// additive — new exports, new optional props and fields; never a removed export or a changed meaning —
// and kit is kept strictly additive for now. A breaking kit change needs a new kit version and a
// strict requiredVersion here, so that an outdated remote fails visibly instead of misbehaving.
const SINGLETONS = ['react', 'react-dom', 'react-dom/', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', '@reality-draft/kit'];

// 'react-router-dom' is provided as React Router's declarative mode only (see declarativeRouter.mjs),
// under the package's own version: the shell and every remote provide and consume this same module.
const ROUTER = {
  import: require.resolve('./declarativeRouter.mjs'),
  version: require('react-router-dom/package.json').version,
};

function createShared() {
  return Object.fromEntries(SINGLETONS.map((name) => [name, { singleton: true, ...(name === 'react-router-dom' ? ROUTER : {}) }]));
}

module.exports = { SINGLETONS, createShared };
