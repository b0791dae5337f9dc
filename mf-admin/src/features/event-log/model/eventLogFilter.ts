// The Event log screen's filter: what the form holds, and the query it makes.
import { ALL_EVENT_TYPES, type EventLogEntry } from '@reality-draft/events';
import { dateTimeFormat } from '@reality-draft/kit';

export interface EventLogFilter {
  stream?: string;
  type?: string;
}

/** A filter and where the log starts: the screen's whole query but for the page cursor. */
export interface EventLogView extends EventLogFilter {
  after: number;
}

export interface FilterForm {
  stream: string;
  type: string;
  after: string;
}

export const EMPTY_FORM: FilterForm = { stream: '', type: '', after: '' };

/** "All types" then every event type of the log, A to Z. */
export const TYPE_OPTIONS = [{ value: '', label: 'All types' }, ...[...ALL_EVENT_TYPES].sort().map((type) => ({ value: type, label: type }))];

/** The form as a view, or the sentence saying what to mend (the server says the same of a bad query). */
export function viewOf(form: FilterForm): EventLogView | string {
  const stream = form.stream.trim();
  const after = form.after.trim();
  if (/\s/.test(stream)) return 'A stream id has no spaces, such as draft-{id}.';
  if (after !== '' && !/^[0-9]{1,15}$/.test(after)) return 'From position must be a log position: a whole number, 0 or more.';
  return { ...(stream && { stream }), ...(form.type && { type: form.type }), after: after === '' ? 0 : Number(after) };
}

/** The form showing a view (after "Only this stream" sets it from a row). */
export function formOf(view: EventLogView): FilterForm {
  return { stream: view.stream ?? '', type: view.type ?? '', after: view.after ? String(view.after) : '' };
}

/** What the list shows, in words: "All events, oldest first", "Events of draft-1 of type PickMade after position 12, newest first". */
export function viewText({ stream, type, after }: EventLogView, newestFirst = false): string {
  const order = newestFirst ? 'newest first' : 'oldest first';
  if (!stream && !type && !after) return `All events, ${order}`;
  const parts = [stream && `of ${stream}`, type && `of type ${type}`, after ? `after position ${after}` : ''].filter(Boolean);
  return `Events ${parts.join(' ')}, ${order}`;
}

/** An event's data on one line, cut short: the row's glance (the JSON dialog shows it whole). */
export function dataGlance(entry: Pick<EventLogEntry, 'data'>, max = 140): string {
  const text = JSON.stringify(entry.data) ?? '';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** When it was recorded, to the second, in the browser's time zone. */
export function recordedAt(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : dateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}
