import { randomUUID } from 'node:crypto';
import {
  assertExpectedVersion,
  type AppendResult,
  type EventStore,
  type EventRewrite,
  type ExpectedVersion,
  type NewEvent,
  type ReadStreamOptions,
  type ReadStreamResult,
  type RecordedEvent,
} from './eventStore';
import { AppendNotifier } from './appendNotifier';
import { assertStorableText } from './storableText';

/** In-process event store for unit tests: same contract as the SQL adapters, no engine. */
export class MemoryEventStore implements EventStore {
  private readonly log: RecordedEvent[] = [];
  private readonly versions = new Map<string, number>();
  private readonly notifier = new AppendNotifier();

  async append(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    events.forEach(assertStorableText);
    const current = this.versions.get(streamId) ?? 0;
    assertExpectedVersion(streamId, expected, current);
    const recordedAt = new Date().toISOString();
    events.forEach((event, index) => {
      this.log.push({
        eventId: randomUUID(),
        streamId,
        type: event.type,
        data: structuredClone(event.data),
        metadata: structuredClone(event.metadata ?? {}),
        version: current + index + 1,
        position: this.log.length + 1,
        recordedAt,
      });
    });
    const version = current + events.length;
    this.versions.set(streamId, version);
    this.notifier.notify();
    return { version, position: this.log.length };
  }

  async readStream(streamId: string, { fromVersion = 1 }: ReadStreamOptions = {}): Promise<ReadStreamResult> {
    const events = this.log.filter((event) => event.streamId === streamId && event.version >= fromVersion).map((e) => structuredClone(e));
    return { events, version: this.versions.get(streamId) ?? 0 };
  }

  async readAll(after: number, limit = 1000): Promise<RecordedEvent[]> {
    return this.log.slice(after, after + limit).map((e) => structuredClone(e));
  }

  async rewrite(rewrites: readonly EventRewrite[]): Promise<void> {
    for (const { eventId, data, streamId } of rewrites) {
      const event = this.log.find((recorded) => recorded.eventId === eventId);
      if (!event) continue;
      event.data = structuredClone(data);
      if (streamId && streamId !== event.streamId) {
        this.versions.set(streamId, Math.max(this.versions.get(streamId) ?? 0, event.version));
        if (!this.log.some((other) => other !== event && other.streamId === event.streamId)) this.versions.delete(event.streamId);
        event.streamId = streamId;
      }
    }
  }

  async head(): Promise<number> {
    return this.log.length;
  }

  committedHead(): Promise<number> {
    return this.head();
  }

  onAppended(listener: () => void) {
    return this.notifier.listen(listener);
  }

  async close(): Promise<void> {
    this.notifier.clear();
  }
}
