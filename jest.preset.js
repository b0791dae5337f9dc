// Shared Jest setup for every workspace: SWC transforms TypeScript, and workspace packages resolve
// to their sources so tests never depend on a previous build.
const path = require('node:path');

const workspaceSources = {
  '@reality-draft/events': 'events/src',
  '@reality-draft/kernel': 'services/kernel/src',
  '@reality-draft/identity': 'services/identity/src',
  '@reality-draft/catalog': 'services/catalog/src',
  '@reality-draft/drafts': 'services/drafts/src',
  '@reality-draft/scoring': 'services/scoring/src',
  '@reality-draft/minigames': 'services/minigames/src',
  '@reality-draft/notify': 'services/notify/src',
  '@reality-draft/gateway': 'services/gateway/src',
  '@reality-draft/kit': 'kit/src',
};

// Test helpers live in a package's test/ folder beside src/ and are reached as `<package>/testing`:
// never built into dist and never exported from a package's barrel.
const testingEntries = {
  '@reality-draft/kernel/testing': 'services/kernel/test',
  '@reality-draft/identity/testing': 'services/identity/test',
  '@reality-draft/kit/testing': 'kit/test',
  '@reality-draft/events/testing': 'events/test',
};

const moduleNameMapper = Object.fromEntries(
  Object.entries({ ...workspaceSources, ...testingEntries }).map(([name, dir]) => [`^${name}$`, path.join(__dirname, dir)]),
);

module.exports = {
  testEnvironment: 'node',
  // Argon2id hashing (19 MiB) in set-up hooks takes seconds when a 2-core CI machine is busy.
  testTimeout: 20_000,
  // Specs beside the code they test in src/, and the suites of a package's test/ folder (deploy checks,
  // route probe, multi-process runs) with the helpers only tests use.
  testMatch: ['<rootDir>/{src,test}/**/*.spec.ts', '<rootDir>/{src,test}/**/*.spec.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper,
  // Each test file's time, for the table `npm test` prints at its end (scripts/testTimings.js).
  reporters: process.env.TEST_TIMINGS_DIR ? ['default', path.join(__dirname, 'scripts', 'testTimings.js')] : ['default'],
};
