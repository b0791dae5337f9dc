import type { DocumentStore } from '../documentStore/documentStore';
import type { ParkedEvent } from './runnerStatus';

/** The dead letters of a set of read models, beside their checkpoints (same prefix). */
export const PARKED_EVENTS = 'parked_events';

/** What an operator asks of a parked event: apply it again, or go on without it. */
export type ParkedAction = 'retry' | 'skip';
export const PARKED_ACTIONS: readonly ParkedAction[] = ['retry', 'skip'];

export interface ParkedDocument extends ParkedEvent {
  /** The projection's name: one parked event per projection, the one it stopped at. */
  id: string;
  action?: ParkedAction;
  requestedAt?: string;
}

/** The parked events of one set of read models, shared by every copy (the owner parks and resolves, operators ask). */
export class ParkedEvents {
  constructor(private readonly docs: DocumentStore) {}

  private get collection() {
    return this.docs.collection<ParkedDocument & Record<string, unknown>>(PARKED_EVENTS);
  }

  async park(parked: ParkedEvent): Promise<void> {
    await this.collection.updateOne({ id: parked.projection }, { id: parked.projection, ...parked }, { upsert: true });
  }

  all(): Promise<ParkedDocument[]> {
    return this.collection.find({}, { sort: { position: 1 } });
  }

  /** Records an operator's request; false when that projection has nothing parked. */
  async request(projection: string, action: ParkedAction): Promise<boolean> {
    return (await this.collection.updateOne({ id: projection }, { $set: { action, requestedAt: new Date().toISOString() } })) > 0;
  }

  async resolved(projection: string): Promise<void> {
    await this.collection.deleteMany({ id: projection });
  }
}
