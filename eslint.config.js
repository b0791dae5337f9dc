// ESLint (flat config): typescript-eslint's recommended rules, a few type-aware ones where a bug hides
// (promises), React's hook rules in the frontends, and the one-way import rule (eslint/importBoundaries.js).
// Formatting is Prettier's (`npm run lint` checks both).
const js = require('@eslint/js');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const tseslint = require('typescript-eslint');
const importBoundaries = require('./eslint/importBoundaries');

const FRONTENDS = ['kit', 'shell', 'mf-admin', 'mf-drafts', 'mf-player', 'mf-minigames'];

module.exports = tseslint.config(
  { ignores: ['**/dist/', '**/node_modules/', 'data/', '**/coverage/', '**/test-results/', '**/playwright-report/', '.nx/', '.bench/', '**/screenshots/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'reality-draft/all',
    // A `let` read by a closure before its one assignment (a runner the services' context reaches) stays a `let`.
    rules: { 'prefer-const': ['error', { ignoreReadBeforeAssign: true }] },
  },
  {
    name: 'reality-draft/typescript',
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: __dirname } },
    rules: {
      // Type-aware, for promises: a forgotten await loses errors and ordering.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      // `_ignored` names an argument or a destructured field that is left out on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    name: 'reality-draft/javascript',
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    name: 'reality-draft/frontends',
    files: FRONTENDS.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    name: 'reality-draft/import-boundaries',
    plugins: { 'reality-draft': { rules: { 'import-boundaries': importBoundaries } } },
    rules: { 'reality-draft/import-boundaries': 'error' },
  },
);
