export { identityService, identitySettingsFromEnv, type IdentitySettings } from './identityModule';
export { DEMO_PASSWORD, DEMO_PLAYERS, DEMO_ADMIN } from './bootstrap/demoAccounts';
