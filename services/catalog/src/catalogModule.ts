import { liveDraftCount, liveDraftsProjection } from './readModels/liveDraftsProjection';
import { publicOriginOf, type ServiceFactory } from '@reality-draft/kernel';
import { catalogRouter } from './api';
import type { CatalogDeps } from './catalogDeps';
import { catalogItemsProjection } from './readModels/catalogItemsProjection';
import { CatalogQueries } from './readModels/catalogQueries';
import { canReadCatalogTopic, catalogTopics } from './readModels/catalogTopics';
import { DEMO_CAST_DIR, loadDemoCasts } from './demoCasts/demoCasts';

export interface CatalogSettings {
  /** Where the demo cast files are (services/catalog/data). */
  demoCastDir: string;
  /** PUBLIC_URL: the origin browsers reach the app at, where upload URLs point; null: upload URLs are paths. */
  publicOrigin: string | null;
  now(): Date;
}

/** The catalogue's settings from the environment, read here only. */
export function catalogSettingsFromEnv(env: NodeJS.ProcessEnv): Pick<CatalogSettings, 'publicOrigin'> {
  return { publicOrigin: publicOriginOf(env.PUBLIC_URL) };
}

/** The catalogue: each show's teams or contestants, the admin data tools, cast imports, elimination, photos. */
export function catalogService(overrides: Partial<CatalogSettings> = {}): ServiceFactory {
  return ({ events, docs, objects, env, waitForReadModels }) => {
    const settings: CatalogSettings = { demoCastDir: DEMO_CAST_DIR, now: () => new Date(), ...catalogSettingsFromEnv(env), ...overrides };
    const deps: CatalogDeps = {
      events,
      items: new CatalogQueries(docs),
      liveDrafts: (showType) => liveDraftCount(docs, showType),
      demoCasts: loadDemoCasts(settings.demoCastDir),
      objects,
      publicOrigin: settings.publicOrigin,
      waitForReadModels,
      now: settings.now,
    };
    return {
      name: 'catalog',
      projections: [catalogItemsProjection(), liveDraftsProjection()],
      router: catalogRouter(deps),
      topicsOf: catalogTopics,
      canRead: canReadCatalogTopic,
    };
  };
}
