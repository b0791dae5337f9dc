import type { PlayerDataPart } from '@reality-draft/events';
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { DocumentStore } from '../documentStore/documentStore';
import type { EventStore, RecordedEvent } from '../eventStore/eventStore';
import type { Principal, TokenResolver } from '../http/auth';
import type { ObjectStore } from '../objectStore/objectStore';
import type { PersonalData } from '../personalData/personalData';
import type { ServiceMetrics } from '../observability/metrics';
import type { AppliedBatchListener } from '../projections/appliedBatches';
import type { Projection } from '../projections/projection';
import type { RunnerRole } from '../projections/projectorRunner';

/** What a service is given: the stores, a logger, and the read-your-writes wait. */
export interface ServiceContext {
  events: EventStore;
  /** Personal fields in the log, sealed per person: erasing a person (identity's deletion) goes through it. */
  personalData: PersonalData;
  /** This process's read models (and anything else only this process writes). */
  docs: DocumentStore;
  /** Documents every process shares, not rebuilt from the log: identity's credentials, sessions and login attempts. */
  shared: DocumentStore;
  /** Uploaded photos. */
  objects: ObjectStore;
  logger: Logger;
  /**
   * Resolves once every read model has applied `position` (bounded wait), or only those `projections`
   * names: the ones an answer reads (the next request still sees the write everywhere: it waits for the rest).
   */
  waitForReadModels(position: number, projections?: readonly string[]): Promise<void>;
  /**
   * Follows the log from now on, sharing the read models' one subscription: `listener` gets each batch
   * once the read models have applied it, in log order. Returns the stop.
   */
  followLog(listener: AppliedBatchListener): () => Promise<void>;
  /** Whether this process writes its read models (owner) or reads another copy's (follower); caches of them follow it. */
  readModelsRole: ReadModelsRole;
  env: NodeJS.ProcessEnv;
  /** The process's Prometheus metrics (absent where a test builds a context by hand). */
  metrics?: ServiceMetrics;
}

/**
 * Whether this process projects its read models now. Only the owner may keep them in memory as it
 * writes them; a follower reads the shared documents, and a cache starts afresh at every change.
 */
export class ReadModelsRole {
  private role: RunnerRole = 'owner';
  private readonly listeners = new Set<(role: RunnerRole) => void>();

  /** `position`: how far the read models have come (on a follower, the owner's stored checkpoints). */
  constructor(readonly position: () => number = () => 0) {}

  get owner(): boolean {
    return this.role === 'owner';
  }

  onChange(listener: (role: RunnerRole) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  change(role: RunnerRole): void {
    this.role = role;
    for (const listener of this.listeners) listener(role);
  }

  /** The read models moved to a new generation (a blue-green rebuild): what was made of the old one starts afresh, as at a change of role. */
  switched(): void {
    this.change(this.role);
  }
}

/** A service as the runtime composes it. */
export interface ServiceModule {
  name: string;
  projections: Projection[];
  /** Mounted under /api. */
  router: Router;
  /** Who is asking, from a bearer token; exactly one module (identity) provides it. */
  resolveToken?: TokenResolver;
  /** Push topics (docs/architecture.md#push) an event changes, e.g. 'draft:{id}'; browsers following them refetch. */
  topicsOf?(event: RecordedEvent): string[];
  /** The one of its topics that is exactly the event's stream (a draft's room), so a notice can carry the stream's version. */
  streamTopicOf?(event: RecordedEvent): string | undefined;
  /**
   * What a run of one stream's events (its `streamTopicOf` topic, in version order, already applied to
   * the read models) changed, for the notice to carry so browsers need not refetch; undefined when the
   * notice names the version only. Only what everyone who may follow the topic may see.
   */
  changeOf?(topic: string, events: RecordedEvent[]): unknown;
  /**
   * Whether `principal` may follow `topic` on the push stream: true or false for a topic this
   * service publishes, undefined for one it does not know (another service's, or none at all). A
   * topic every service answers undefined for is refused. A service with `topicsOf` provides it.
   */
  canRead?(topic: string, principal: Principal): TopicAccess | Promise<TopicAccess>;
  /** What this service holds about a player, for their data export (GET /api/players/me/export): its parts of the file, only the player's own data. */
  exportPlayer?(playerId: string): Promise<PlayerDataPart>;
  /** Runs once the read models have caught up with the log. */
  start?(): Promise<void>;
  stop?(): Promise<void>;
}

/** A service's answer about one push topic: readable, refused, or not its topic (undefined). */
export type TopicAccess = boolean | undefined;

export type ServiceFactory = (context: ServiceContext) => ServiceModule | Promise<ServiceModule>;
