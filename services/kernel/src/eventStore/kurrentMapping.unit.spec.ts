import { ANY, NO_STREAM, START, WrongExpectedVersionError, type RecordedEvent as KurrentRecordedEvent } from '@kurrent/kurrentdb-client';
import { BadRequest } from '../errors';
import { ConcurrencyError } from './eventStore';
import {
  assertAppendable,
  readFrom,
  readLimit,
  toConcurrencyError,
  toEventData,
  toPosition,
  toRecordedEvent,
  toStreamState,
  versionOf,
} from './kurrentMapping';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function stored(overrides: Partial<KurrentRecordedEvent> = {}): KurrentRecordedEvent {
  return {
    streamId: 'draft-1',
    id: '7c1a8b9e-3f1d-4c2a-9d57-0e3a1b2c4d5e',
    isJson: true,
    revision: 4n,
    type: 'Picked',
    created: new Date('2025-03-01T12:00:00.000Z'),
    data: { pick: 3 },
    metadata: { actor: 'a1' },
    position: { commit: 9_876n, prepare: 9_876n },
    ...overrides,
  } as KurrentRecordedEvent;
}

describe('KurrentDB mapping', () => {
  it('turns an expected version into the stream state of revision version - 1', () => {
    expect(toStreamState('any')).toBe(ANY);
    expect(toStreamState('no-stream')).toBe(NO_STREAM);
    expect(toStreamState(0)).toBe(NO_STREAM);
    expect(toStreamState(1)).toBe(0n);
    expect(toStreamState(42)).toBe(41n);
    expect(toStreamState(Number.MAX_SAFE_INTEGER)).toBe(BigInt(Number.MAX_SAFE_INTEGER) - 1n);
  });

  it('has no stream state for a version no stream can be at', () => {
    for (const version of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) expect(toStreamState(version)).toBeUndefined();
  });

  it('turns a revision into a version, and no stream into version 0', () => {
    expect(versionOf(0n)).toBe(1);
    expect(versionOf(41n)).toBe(42);
    expect(versionOf(NO_STREAM)).toBe(0);
    expect(versionOf(-1n)).toBe(0);
    expect(() => versionOf(BigInt(Number.MAX_SAFE_INTEGER))).toThrow(RangeError);
  });

  it('keeps log positions exact or refuses them', () => {
    expect(toPosition(0n)).toBe(0);
    expect(toPosition(123_456_789_012n)).toBe(123_456_789_012);
    expect(toPosition(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toPosition(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toThrow(RangeError);
    expect(() => toPosition(2n ** 64n - 1n)).toThrow(RangeError);
  });

  it('starts a read of $all at the event the last read ended on, or at the start', () => {
    expect(readFrom(9_876)).toEqual({ commit: 9_876n, prepare: 9_876n });
    expect(readFrom(9_876.5)).toEqual({ commit: 9_876n, prepare: 9_876n });
    for (const after of [0, 0.5, -3, Number.NaN, Number.NEGATIVE_INFINITY]) expect(readFrom(after)).toBe(START);
    const beyond = BigInt(Number.MAX_SAFE_INTEGER);
    expect(readFrom(Number.POSITIVE_INFINITY)).toEqual({ commit: beyond, prepare: beyond });
  });

  it('reads whole numbers of events, none for a limit below 1', () => {
    expect(readLimit(37)).toBe(37);
    expect(readLimit(2.9)).toBe(2);
    expect(readLimit(Number.POSITIVE_INFINITY)).toBe(Number.MAX_SAFE_INTEGER);
    for (const limit of [0, 0.5, -1, Number.NaN]) expect(readLimit(limit)).toBe(0);
  });

  it('turns a wrong expected version into a ConcurrencyError with the actual version', () => {
    const atRevision = new WrongExpectedVersionError(undefined, { streamName: 's', expected: 0n, current: 1n });
    const error = toConcurrencyError(atRevision, 's', 1);
    expect(error).toBeInstanceOf(ConcurrencyError);
    expect(error).toMatchObject({ streamId: 's', expected: 1, actual: 2 });
    const noStream = new WrongExpectedVersionError(undefined, { streamName: 's', expected: 3n, current: NO_STREAM });
    expect(toConcurrencyError(noStream, 's', 4)).toMatchObject({ expected: 4, actual: 0 });
  });

  it('leaves other errors alone', () => {
    expect(toConcurrencyError(new Error('unavailable'), 's', 1)).toBeUndefined();
    expect(toConcurrencyError(undefined, 's', 'any')).toBeUndefined();
  });

  it('refuses names KurrentDB keeps for itself, empty names and unstorable text, with a 400', () => {
    expect(() => assertAppendable('draft-1', [{ type: 'Picked', data: { a: 1 } }])).not.toThrow();
    expect(() => assertAppendable('draft-1', [])).not.toThrow();
    expect(() => assertAppendable('$draft-1', [{ type: 'Picked', data: {} }])).toThrow(BadRequest);
    expect(() => assertAppendable('', [{ type: 'Picked', data: {} }])).toThrow(BadRequest);
    expect(() =>
      assertAppendable('draft-1', [
        { type: 'Picked', data: {} },
        { type: '$metadata', data: {} },
      ]),
    ).toThrow(BadRequest);
    expect(() => assertAppendable('draft-1', [{ type: '', data: {} }])).toThrow(BadRequest);
    expect(() => assertAppendable('draft-1', [{ type: 'Picked', data: { name: 'a\u0000b' } }])).toThrow(BadRequest);
  });

  it('writes JSON events under fresh UUIDs, with metadata always an object', () => {
    const [first, second] = [
      { type: 'Picked', data: { pick: 3 }, metadata: { actor: 'a1' } },
      { type: 'Dropped', data: [1, 2] },
    ].map(toEventData);
    expect(first).toEqual({ id: expect.stringMatching(UUID), contentType: 'application/json', type: 'Picked', data: { pick: 3 }, metadata: { actor: 'a1' } });
    expect(second).toMatchObject({ type: 'Dropped', data: [1, 2], metadata: {} });
    expect(second.id).not.toBe(first.id);
  });

  it('reads a stored event back as the port records it', () => {
    expect(toRecordedEvent(stored())).toEqual({
      eventId: '7c1a8b9e-3f1d-4c2a-9d57-0e3a1b2c4d5e',
      streamId: 'draft-1',
      version: 5,
      position: 9_876,
      type: 'Picked',
      data: { pick: 3 },
      metadata: { actor: 'a1' },
      recordedAt: '2025-03-01T12:00:00.000Z',
    });
  });

  it('reads missing or non-object metadata as empty, and refuses an event without a position', () => {
    for (const metadata of [undefined, [1, 2], 'text', new Uint8Array([1])]) expect(toRecordedEvent(stored({ metadata })).metadata).toEqual({});
    expect(() => toRecordedEvent(stored({ position: undefined }))).toThrow(/position/);
  });
});
