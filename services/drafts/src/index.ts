export { draftsService, draftsSettingsFromEnv, type DraftsSettings } from './draftsModule';
// Read by the gateway's event log to name the drafts, people and cast members its events mention.
export { ROOMS, type RoomDocument } from './readModels/roomDocument';
export { PEOPLE, type PersonDocument } from './readModels/peopleProjection';
export { CASTS, type CastDocument } from './readModels/castProjection';
