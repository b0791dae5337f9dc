export { identityService, identitySettingsFromEnv, identityTokenResolver, type IdentitySettings } from './identityModule';
export { DEMO_PASSWORD, DEMO_PLAYERS, DEMO_ADMIN } from './bootstrap/demoAccounts';
export { LOGIN_ATTEMPTS } from './sessions/loginThrottle';
