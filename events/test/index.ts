// Test helpers, for tests only: `@reality-draft/events/testing` (jest maps it to this folder). Not part of
// the package's barrel, so nothing built carries them.
export { pickMade } from './draftEvents';
export * from './sampleCast';
