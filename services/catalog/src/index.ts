export { catalogService, catalogSettingsFromEnv, type CatalogSettings } from './catalogModule';
export { castMemberId } from './cast/castMemberId';
export { CATALOG_ITEMS } from './readModels/catalogItemsProjection';
export { loadDemoCast, type DemoCast } from './demoCasts/demoCasts';
