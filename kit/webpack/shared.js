// The shared singletons every Reality Draft frontend negotiates through Module Federation.
// Versions come from the app's own package.json (Module Federation reads them when requiredVersion is absent),
// so one list serves the host and every remote.
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reality-draft/kit',
];

function createShared() {
  return Object.fromEntries(SINGLETONS.map((name) => [name, { singleton: true }]));
}

module.exports = { SINGLETONS, createShared };
