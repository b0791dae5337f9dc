// Test helpers, for tests only: `@reality-draft/kernel/testing` (jest maps it to this folder). Never built
// into dist (tsconfig.build.json builds src/ only), never exported from the kernel's barrel.
export * from './scratchDatabase';
export * from './testPhotos';
export * from './inMemoryTracing';
export * from './deciderSpecification';
export * from './sharedLock';
export * from './realStorage';
export * from './memoryStorage';
export * from './recordedEvent';
export * from './holdReadModel';
export * from './smtpReceiver';
