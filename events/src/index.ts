export * from './identity/events';
export * from './identity/schemas';
export * from './identity/api';
export * from './upcasters';
