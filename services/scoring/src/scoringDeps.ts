import type { DocumentStore, EventStore } from '@reality-draft/kernel';
import type { ScoringWorldCache } from './standings/scoringWorld';

/** What the scoring service's commands and queries work with. */
export interface ScoringDeps {
  events: EventStore;
  docs: DocumentStore;
  cache: ScoringWorldCache;
  waitForReadModels(position: number): Promise<void>;
  now(): Date;
}
