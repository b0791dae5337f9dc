import { randomUUID } from 'node:crypto';
import {
  ANY,
  NO_STREAM,
  START,
  WrongExpectedVersionError,
  isSystemStream,
  jsonEvent,
  type AppendStreamState,
  type CurrentStreamState,
  type EventData,
  type JSONType,
  type ReadPosition,
  type RecordedEvent as KurrentRecordedEvent,
} from '@kurrent/kurrentdb-client';
import { BadRequest } from '../errors';
import { ConcurrencyError, type ExpectedVersion, type NewEvent, type RecordedEvent } from './eventStore';
import { assertStorableText } from './storableText';

// How the port's versions, positions and errors translate to KurrentDB's, with no I/O.

/**
 * The client's stream state for an expected version: version n (1-based) is revision n - 1, and
 * version 0 is a stream that does not exist. Undefined when no stream can be at that version
 * (negative, fractional): the append is refused like a stale one, as the other adapters do.
 */
export function toStreamState(expected: ExpectedVersion): AppendStreamState | undefined {
  if (expected === 'any') return ANY;
  if (expected === 'no-stream' || expected === 0) return NO_STREAM;
  return Number.isSafeInteger(expected) && expected > 0 ? BigInt(expected - 1) : undefined;
}

/** A stream revision (0-based) as a version (1-based); no stream (or the server's -1 for it) is version 0. */
export function versionOf(revision: CurrentStreamState): number {
  if (revision === NO_STREAM || revision < 0n) return 0;
  return toSafeNumber(revision + 1n, 'Stream revision');
}

/**
 * A $all commit position as the port's number. Commit positions are byte offsets in KurrentDB's
 * transaction log, so a number holds them exactly up to 2^53 bytes (8 PiB) of log; beyond that
 * this throws rather than hand out a rounded position that could skip or repeat events.
 */
export function toPosition(commit: bigint): number {
  return toSafeNumber(commit, 'Log position');
}

function toSafeNumber(value: bigint, what: string): number {
  if (value < 0n || value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${what} ${value} does not fit in a number exactly`);
  return Number(value);
}

/**
 * Where a forward read of $all for events after `after` starts. Each appended event's commit and
 * prepare positions are both its own record's position, so `{ after, after }` is exactly that
 * event; the read includes it, and the caller drops it. Anything below 1 (NaN too) is the start.
 */
export function readFrom(after: number): ReadPosition {
  if (!(after >= 1)) return START;
  const position = BigInt(Math.min(Math.floor(after), Number.MAX_SAFE_INTEGER));
  return { commit: position, prepare: position };
}

/** How many events a readAll with `limit` returns at most: 0 for a limit below 1 or NaN. */
export function readLimit(limit: number): number {
  const whole = Math.min(Math.floor(limit), Number.MAX_SAFE_INTEGER);
  return whole >= 1 ? whole : 0;
}

/** The port's error for a refused expected version, or undefined when `error` is something else. */
export function toConcurrencyError(error: unknown, streamId: string, expected: ExpectedVersion): ConcurrencyError | undefined {
  if (!(error instanceof WrongExpectedVersionError)) return undefined;
  return new ConcurrencyError(streamId, expected, versionOf(error.actualState));
}

/**
 * Refuses what KurrentDB would store but the log would then hide: names starting with '$' belong
 * to KurrentDB's own streams and events, which readAll leaves out. Also the storable-text check
 * every adapter makes (NUL, broken Unicode).
 */
export function assertAppendable(streamId: string, events: NewEvent[]): void {
  if (typeof streamId !== 'string' || !streamId || isSystemStream(streamId)) {
    throw new BadRequest(`The stream id must be a non-empty name not starting with $, not ${JSON.stringify(streamId)}.`);
  }
  for (const { type } of events) {
    if (typeof type !== 'string' || !type || type.startsWith('$')) {
      throw new BadRequest(`An event type must be a non-empty name not starting with $, not ${JSON.stringify(type)}.`);
    }
  }
  events.forEach(assertStorableText);
}

/** A new event as the client's JSON event, under a fresh UUID (the store names events, as the SQL adapter does). */
export function toEventData({ type, data, metadata }: NewEvent): EventData {
  // The client JSON-encodes any data; its type only names the shapes it expects most.
  return jsonEvent({ id: randomUUID(), type, data: data as JSONType, metadata: metadata ?? {} });
}

/** A stored event as the port's. Needs its $all position, which servers from 22.6 send with every read. */
export function toRecordedEvent(event: KurrentRecordedEvent): RecordedEvent {
  if (!event.position) throw new Error(`KurrentDB sent ${event.streamId}@${event.revision} without its log position (a server before 22.6?)`);
  return {
    eventId: event.id,
    streamId: event.streamId,
    version: versionOf(event.revision),
    position: toPosition(event.position.commit),
    type: event.type,
    data: event.data,
    metadata: isPlainObject(event.metadata) ? event.metadata : {},
    recordedAt: event.created.toISOString(),
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}
