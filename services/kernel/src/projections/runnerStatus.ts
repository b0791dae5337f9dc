/** What the projector runner tells health checks and metrics about the read models of one process. */
import type { RebuildProgress } from './rebuildRequests';

/** An event a projection failed to apply after its retries: the projection stops at it until an operator acts. */
export interface ParkedEvent {
  projection: string;
  position: number;
  eventType: string;
  streamId: string;
  error: string;
  /** When it was parked (ISO). */
  at: string;
}

export interface ProjectionStatus {
  name: string;
  /** The last log position applied to this projection's read models. */
  checkpoint: number;
  /** Set while the projection is stopped at a failing event. */
  parked?: ParkedEvent;
}

export interface RunnerStatus {
  /**
   * 'owner': this process writes its read models (it holds their lease); 'follower': another copy
   * does, and this one serves reads from the shared documents.
   */
  role: 'owner' | 'follower';
  /** True from construction until the start-up catch-up with the log has finished. */
  catchingUp: boolean;
  /** True once stop() has been called. */
  stopping: boolean;
  projections: ProjectionStatus[];
  /** Read models being rebuilt beside the live ones (blue-green): the live ones serve meanwhile. */
  rebuilds?: RebuildProgress[];
}

/** How far one projection is behind the log's head. */
export interface ProjectionLag {
  projection: string;
  /** Events after its checkpoint (counted up to a cap: a large number means "far behind"). */
  events: number;
  /** Age of the oldest event it has not applied yet (0 when caught up). */
  seconds: number;
}
