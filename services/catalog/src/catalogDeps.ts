import type { ShowType } from '@reality-draft/events';
import type { EventStore, ObjectStore } from '@reality-draft/kernel';
import type { CatalogQueries } from './readModels/catalogQueries';
import type { DemoCast } from './demoCasts/demoCasts';

/** What the catalogue's commands and queries work with. */
export interface CatalogDeps {
  events: EventStore;
  items: CatalogQueries;
  /** Drafts of a show under way right now (their casts must not be swapped out beneath them). */
  liveDrafts(showType: ShowType): Promise<number>;
  demoCasts: Record<ShowType, DemoCast>;
  /** Uploaded cast photos. */
  objects: ObjectStore;
  /** Where upload URLs point (PUBLIC_URL), or null for paths on the browser's own origin. */
  publicOrigin: string | null;
  waitForReadModels(position: number): Promise<void>;
  now(): Date;
}
