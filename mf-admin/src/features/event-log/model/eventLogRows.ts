// What the Event log list shows of a page: its rows in the order asked for (a points-dialog correction
// as one row), and the names the answer gives beside the ids of a stream and of the people and draft
// an event's data names.
import type { EventLogEntry, EventLogPage } from '@reality-draft/events';

/** One row of the list: one event, or a correction saved from the points dialog (its events, oldest first). */
export type EventLogRow = { kind: 'event'; event: EventLogEntry } | { kind: 'correction'; correctionId: string; events: EventLogEntry[] };

/**
 * The page's rows: the events of one correction that follow each other in the log are one row; newest
 * first while following live (so a new event comes in where the admin looks), else oldest first.
 */
export function rowsOf(events: readonly EventLogEntry[], newestFirst: boolean): EventLogRow[] {
  const rows: EventLogRow[] = [];
  for (const event of events) {
    const last = rows.at(-1);
    if (event.correctionId && last?.kind === 'correction' && last.correctionId === event.correctionId) last.events.push(event);
    else rows.push(event.correctionId ? { kind: 'correction', correctionId: event.correctionId, events: [event] } : { kind: 'event', event });
  }
  return newestFirst ? rows.reverse() : rows;
}

/** A row's key in the list: its first event's position. */
export const rowKey = (row: EventLogRow) => (row.kind === 'event' ? row.event.position : row.events[0].position);

export type Names = NonNullable<EventLogPage['names']>;

/** The name of what a stream is about (draft-{id}: the draft's label; player-{id}: the player's name), if the answer gave one. */
export function streamName(streamId: string, names: Names): string | undefined {
  const dash = streamId.indexOf('-');
  return dash > 0 ? names[streamId.slice(dash + 1)] : undefined;
}

/** The data's fields that hold an id the log names, and how the row calls them. */
const NAMED_FIELDS = [
  ['playerId', 'Player'],
  ['adminId', 'Admin'],
  ['draftId', 'Draft'],
  ['subjectId', 'Scores'],
] as const;

/** What a point entry scores, as the row calls it (subjectKind). */
const SUBJECT_KINDS: Record<string, string> = { team: 'Team', contestant: 'Contestant', player: 'Player' };

/**
 * The people, draft and cast member an event's data names, with their names ("Player: Ann Lee",
 * "Contestant: Iris Copperkettle"), but for the stream's own.
 */
export function dataNames(event: Pick<EventLogEntry, 'streamId' | 'data'>, names: Names): { label: string; id: string; name: string }[] {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const ownId = event.streamId.slice(event.streamId.indexOf('-') + 1);
  return NAMED_FIELDS.flatMap(([field, label]) => {
    const id = data[field];
    const called = field === 'subjectId' ? (SUBJECT_KINDS[String(data.subjectKind)] ?? label) : label;
    return typeof id === 'string' && id !== ownId && names[id] ? [{ label: called, id, name: names[id] }] : [];
  });
}

/** A signed number of points: "+2", "−2" (a minus sign, as the points dialog's changes write it). */
const signed = (points: number) => (points < 0 ? `−${-points}` : `+${points}`);

/**
 * What a correction changed, one part per event: "Iris Copperkettle veto −2", "Georgia Windermoss veto
 * +2", "Team 4 placement 4 → 5" (the member's id when the answer gave no name).
 */
export function correctionSummary(events: readonly EventLogEntry[], names: Names): string {
  return events
    .map(({ type, data }) => {
      const { subjectId, pointType, points, previous } = (data ?? {}) as { subjectId?: string; pointType?: string; points?: number; previous?: number };
      const who = `${(subjectId && names[subjectId]) ?? subjectId ?? '?'} ${pointType ?? ''}`.trim();
      if (type === 'PointsRemoved' && previous !== undefined) return `${who} ${signed(-previous)}`;
      if (type === 'PointsEntered' && points !== undefined) return `${who} ${signed(points)}`;
      if (type === 'PointsCorrected' && points !== undefined && previous !== undefined) return `${who} ${previous} → ${points}`;
      return `${who} ${type}`;
    })
    .join(', ');
}
