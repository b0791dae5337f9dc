export { draftsService, draftsSettingsFromEnv, type DraftsSettings } from './draftsModule';
