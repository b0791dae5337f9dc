// Test helpers, for tests only: `@reality-draft/identity/testing` (jest maps it to this folder). Never
// built into dist, never exported from identity's barrel.
export * from './accounts';
