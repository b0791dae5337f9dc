import type { DocumentStore } from '../documentStore/documentStore';

/** Operators' requests to rebuild read models on a running system, beside their checkpoints (same prefix). */
export const REBUILD_REQUESTS = 'rebuild_requests';

/** How a blue-green rebuild is coming along: the new generation's catch-up with the log, while the live one serves. */
export interface RebuildProgress {
  projections: string[];
  /** The generation being built (its collections are `<name>_g<generation>`). */
  generation: number;
  /** Events read so far. */
  applied: number;
  position: number;
  /** The log's head when the rebuild began. */
  head: number;
  /** When the rebuild began (epoch ms). */
  startedAt: number;
}

/** Events per second so far, and the seconds left at that rate to reach the head it began at (null before a rate is known). */
export function rebuildRate(progress: RebuildProgress, now = Date.now()): { eventsPerSecond: number; etaSeconds: number | null } {
  const seconds = (now - progress.startedAt) / 1000;
  const eventsPerSecond = seconds > 0 ? progress.applied / seconds : 0;
  const share = progress.head > 0 ? Math.min(1, progress.position / progress.head) : 1;
  const etaSeconds = share > 0 && share < 1 && seconds > 0 ? (seconds * (1 - share)) / share : share >= 1 ? 0 : null;
  return { eventsPerSecond, etaSeconds };
}

interface RebuildRequest extends Record<string, unknown> {
  /** The projection's name. */
  id: string;
  requestedAt: string;
  /** Written by the owner as the rebuild goes. */
  progress?: RebuildProgress;
}

/** The rebuild requests of one set of read models, shared by every copy: anyone asks, the owner carries them out. */
export class RebuildRequests {
  constructor(private readonly docs: DocumentStore) {}

  private get collection() {
    return this.docs.collection<RebuildRequest>(REBUILD_REQUESTS);
  }

  async request(projections: readonly string[]): Promise<void> {
    const requestedAt = new Date().toISOString();
    for (const id of projections) await this.collection.updateOne({ id }, { id, requestedAt }, { upsert: true });
  }

  async pending(): Promise<RebuildRequest[]> {
    return this.collection.find();
  }

  async report(progress: RebuildProgress): Promise<void> {
    for (const id of progress.projections) await this.collection.updateOne({ id }, { $set: { progress } });
  }

  async done(projections: readonly string[]): Promise<void> {
    for (const id of projections) await this.collection.deleteMany({ id });
  }
}
