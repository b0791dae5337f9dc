/** The event store port: streams of versioned events plus one ordered global log. */

export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  metadata?: Record<string, unknown>;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  eventId: string;
  streamId: string;
  /** 1-based position of the event within its stream. */
  version: number;
  /** 1-based position of the event within the global log. */
  position: number;
  recordedAt: string;
  metadata: Record<string, unknown>;
}

/** 'no-stream': the stream must not exist; 'any': no check; a number: the stream's current version. */
export type ExpectedVersion = 'no-stream' | 'any' | number;

export interface AppendResult {
  /** The stream's version after the append. */
  version: number;
  /** Global position of the last appended event. */
  position: number;
}

export interface ReadStreamResult {
  events: RecordedEvent[];
  /** 0 when the stream does not exist. */
  version: number;
}

export interface ReadStreamOptions {
  /** Only the events with a version at or above this one (1, the default: the whole stream); the result's version is still the stream's. */
  fromVersion?: number;
}

export type Unsubscribe = () => void;

/** One event's data cleared of what it must no longer hold, and, if its stream's id named it too, its new stream. */
export interface EventRewrite {
  eventId: string;
  data: unknown;
  streamId?: string;
}

export interface EventStore {
  append(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<ReadStreamResult>;
  /** Events with a global position greater than `after`, oldest first. */
  readAll(after: number, limit?: number): Promise<RecordedEvent[]>;
  /**
   * The position up to which every event is readable (0 when empty): readAll never later shows an
   * event below it. Log readers and projections go by this one.
   */
  head(): Promise<number>;
  /**
   * The position of the last committed event, which readAll may not show yet: on PostgreSQL an event
   * waits behind every older transaction of the cluster still open. The most a client's position
   * (its own write's) can be, so a wait for it never waits for a made-up one.
   */
  committedHead(): Promise<number>;
  /** Calls `onAppended` whenever new events may be available (after commit, possibly batched). */
  onAppended(listener: () => void): Unsubscribe;
  /**
   * The one sanctioned rewrite of history (docs/accounts.md#erasure): replaces events' data in place,
   * positions and versions kept, to clear the plaintext personal data of an erased person from events
   * written before it was sealed. Absent on an engine whose events cannot change (KurrentDB).
   */
  rewrite?(rewrites: readonly EventRewrite[]): Promise<void>;
  close(): Promise<void>;
}

/** A wrapper of the log: every call goes to `store` but those `overrides` take over. */
export function decorateEventStore(store: EventStore, overrides: Partial<EventStore>): EventStore {
  return {
    append: (streamId, events, expected) => store.append(streamId, events, expected),
    readStream: (streamId, options) => store.readStream(streamId, options),
    readAll: (after, limit) => store.readAll(after, limit),
    head: () => store.head(),
    committedHead: () => store.committedHead(),
    onAppended: (listener) => store.onAppended(listener),
    ...(store.rewrite && { rewrite: (rewrites: readonly EventRewrite[]) => store.rewrite!(rewrites) }),
    close: () => store.close(),
    ...overrides,
  };
}

export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${streamId} is at version ${actual}, expected ${String(expected)}`);
    this.name = 'ConcurrencyError';
  }
}

/** Whether a stream at version `actual` satisfies `expected`. */
export function satisfiesExpected(expected: ExpectedVersion, actual: number): boolean {
  return expected === 'any' || (expected === 'no-stream' ? actual === 0 : actual === expected);
}

/** Throws ConcurrencyError unless a stream at `actual` satisfies `expected`. */
export function assertExpectedVersion(streamId: string, expected: ExpectedVersion, actual: number): void {
  if (!satisfiesExpected(expected, actual)) throw new ConcurrencyError(streamId, expected, actual);
}
