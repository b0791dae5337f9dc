// Modules that webpack may leave out of a bundle when nothing it uses comes from them.
//
// - @reality-draft/events, taken from its TypeScript sources (ES modules, compiled by swc-loader like
//   the app's own code) instead of its CommonJS dist: kit needs a few constants and helpers from it,
//   not every service's route table and JSON Schemas. Jest resolves the package to the same sources.
// - kit's own modules (none is imported for its side effects): the shell imports kit directly
//   ('@reality-draft/kit/host') and keeps only what it uses. The shared barrel '@reality-draft/kit'
//   still includes everything, since a remote may use any of it.
const path = require('node:path');

const EVENTS_SOURCES = path.join(__dirname, '..', '..', 'events', 'src');
const KIT_SOURCES = path.join(__dirname, '..', 'src');

const EVENTS_SOURCE_ALIAS = { '@reality-draft/events$': path.join(EVENTS_SOURCES, 'index.ts') };

const SIDE_EFFECT_FREE_RULES = [
  { test: /\.ts$/, include: EVENTS_SOURCES, sideEffects: false },
  { test: /\.tsx?$/, include: KIT_SOURCES, sideEffects: false },
];

module.exports = { EVENTS_SOURCE_ALIAS, SIDE_EFFECT_FREE_RULES };
