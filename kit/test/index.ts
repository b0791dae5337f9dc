// Test helpers, for tests only: `@reality-draft/kit/testing` (jest maps it to this folder). Not part of the
// kit's barrel, so no remote's bundle carries them.
export * from './sampleDraftSummary';
export * from './sampleMiniGameItem';
export { forgetEarlyReads } from '../src/api/earlyReads';
