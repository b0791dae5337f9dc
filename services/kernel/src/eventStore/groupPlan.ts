import { ConcurrencyError, satisfiesExpected, type ExpectedVersion, type NewEvent } from './eventStore';

export interface QueuedAppend {
  streamId: string;
  events: NewEvent[];
  expected: ExpectedVersion;
}

/** One event of a group as GROUP_INSERT_SQL takes it: stream, version, index in the transaction, type, data, metadata. */
export interface GroupRow {
  s: string;
  v: number;
  i: number;
  t: string;
  d: unknown;
  m: Record<string, unknown>;
}

/** An append of the group: the stream's version after it and its last event's index in the transaction, or its conflict. */
export type PlannedAppend = { version: number; lastIndex: number } | ConcurrencyError;

export interface GroupPlan {
  rows: GroupRow[];
  outcomes: PlannedAppend[];
}

/**
 * Plans a group of appends written in one transaction, in arrival order: each is checked against its
 * stream's version as the appends before it in the group leave it (`heads`: the versions before the
 * group; a stream missing is at 0). One that passes takes the next versions of its stream and the next
 * indexes of the transaction (from 1); one that fails gets its ConcurrencyError and takes nothing.
 */
export function planGroup(appends: QueuedAppend[], heads: ReadonlyMap<string, number>): GroupPlan {
  const versions = new Map(heads);
  const rows: GroupRow[] = [];
  const outcomes = appends.map(({ streamId, events, expected }): PlannedAppend => {
    const current = versions.get(streamId) ?? 0;
    if (!satisfiesExpected(expected, current)) return new ConcurrencyError(streamId, expected, current);
    events.forEach(({ type, data, metadata }, k) => rows.push({ s: streamId, v: current + k + 1, i: rows.length + 1, t: type, d: data, m: metadata ?? {} }));
    versions.set(streamId, current + events.length);
    return { version: current + events.length, lastIndex: rows.length };
  });
  return { rows, outcomes };
}
