// How a draft reads in lists: "Big Brother #ABC123" (named in @reality-draft/events, as the server's answers
// name it too) and when it starts by itself. Shared by every remote that lists drafts.
import { MIN_PARTICIPANTS, SHOW_NAMES, type ShowType } from '@reality-draft/events';
import { errorMessage } from '../api/apiError';
import type { ToastInput } from '../toast/toastStore';
import { dateTimeFormat } from '../dates/dateText';
import { countOf } from './draftCounts';

export { draftLabel } from '@reality-draft/events';

/** A draft's title where its join code shows beside it: the league's name, or the show's ("Big Brother"). */
export const draftTitle = (draft: { showType: ShowType; name: string | null }): string => draft.name ?? SHOW_NAMES[draft.showType];

// A draft's start time (issue 28 §4). The admin types a date and a time of their own zone; the server
// gets ISO 8601 with that zone's offset on that day, so "20:00" means 20:00 wherever the server runs.

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_INPUT = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes east of UTC that `timeZone` (the browser's when undefined) is at the instant `at`. */
function zoneOffsetMinutes(at: number, timeZone?: string): number {
  const name = dateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The wall clock of `timeZone` at the instant `at`: its date (YYYY-MM-DD) and time (HH:mm), as date and time inputs hold them. */
export function zonedDateTimeInputs(at: string | number, timeZone?: string): { date: string; time: string } {
  const instant = typeof at === 'number' ? at : Date.parse(at);
  const wall = new Date(instant + zoneOffsetMinutes(instant, timeZone) * 60_000);
  return {
    date: `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
  };
}

/**
 * "2026-12-02T20:00:00+01:00": a date input's day and a time input's time in `timeZone` (the
 * browser's when undefined), with that zone's offset on that day (summer time included). A time a
 * clock change skips reads as the instant after the gap. Null when the date or time is not valid.
 */
export function zonedDateTimeIso(date: string, time: string, timeZone?: string): string | null {
  const day = DATE_INPUT.exec(date);
  const clock = TIME_INPUT.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth, hours, minutes, seconds] = [day[1], day[2], day[3], clock[1], clock[2], clock[3] ?? '0'].map(Number);
  const asUtc = Date.UTC(year, month - 1, dayOfMonth, hours, minutes, seconds);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== dayOfMonth || hours > 23 || minutes > 59 || seconds > 59) return null;
  // The offset at the guessed instant, then at the instant it gives: they differ only next to a clock change.
  const first = zoneOffsetMinutes(asUtc - zoneOffsetMinutes(asUtc, timeZone) * 60_000, timeZone);
  const instant = asUtc - first * 60_000;
  const offset = zoneOffsetMinutes(instant, timeZone);
  const wall = zonedDateTimeInputs(instant, timeZone);
  return `${wall.date}T${wall.time}:${pad(seconds)}${offsetText(offset)}`;
}

/** "20:00": the time of `at` on a 24 h clock in `timeZone` (the browser's when undefined). */
export function clockTimeText(at: string, timeZone?: string): string {
  return zonedDateTimeInputs(at, timeZone).time;
}

/** "Wed 2 Dec" (en-GB; "Wed, Dec 2" en-US): the day a scheduled draft starts, in `timeZone` (the browser's when undefined). */
export function startDayText(at: string, timeZone?: string, locale?: string): string {
  return dateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(at));
}

/** "Wed 2 Dec, 20:00": when a scheduled draft starts, in `timeZone` (the browser's when undefined). */
export function startTimeText(at: string, timeZone?: string, locale?: string): string {
  return `${startDayText(at, timeZone, locale)}, ${clockTimeText(at, timeZone)}`;
}

/** "Starts in 2 h 14 min", "Starts in 14 min", "Starts in 45 s", "Starts in 3 d 4 h"; "Starting now" once the time has come. */
export function startsInText(startsAt: string, now: number): string {
  const seconds = Math.ceil((Date.parse(startsAt) - now) / 1000);
  if (!(seconds > 0)) return 'Starting now';
  if (seconds < 60) return `Starts in ${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Starts in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Starts in ${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  const days = Math.floor(hours / 24);
  return `Starts in ${days} d${hours % 24 ? ` ${hours % 24} h` : ''}`;
}

/**
 * "Did not start at 20:00: 1 player joined": why a scheduled start did not happen (time in `timeZone`,
 * the browser's when undefined). With players enough, the server's reason (e.g. no cast) says why.
 */
export function missedStartText(missed: { scheduledFor: string; playerCount: number; reason?: string }, timeZone?: string): string {
  const at = `Did not start at ${clockTimeText(missed.scheduledFor, timeZone)}`;
  if (missed.playerCount < MIN_PARTICIPANTS) return `${at}: ${countOf(missed.playerCount, 'player')} joined`;
  return missed.reason ? `${at}: ${missed.reason}` : at;
}

/** What stops a typed start time from being sent: not a date and a time, or a time that has passed; null when it can go. */
export function startTimeProblem(date: string, time: string, now: number, timeZone?: string): string | null {
  const iso = zonedDateTimeIso(date, time, timeZone);
  if (!iso) return 'Choose a date and a time.';
  return Date.parse(iso) <= now ? 'That time has passed: choose a later one.' : null;
}

/** The toast once a start time is set, changed or taken away (the room and Draft Management alike). */
export function startTimeSaved(startsAt: string | null, timeZone?: string): ToastInput {
  return startsAt
    ? {
        title: 'Start Time Set',
        description: `The draft starts by itself at ${clockTimeText(startsAt, timeZone)} on ${startDayText(startsAt, timeZone)} if at least ${MIN_PARTICIPANTS} players have joined.`,
      }
    : { title: 'Start Time Cleared', description: 'The draft waits for you to start it.' };
}

export function startTimeFailure(error: unknown): ToastInput {
  return { title: 'Error', description: errorMessage(error, 'Failed to set the start time.'), variant: 'destructive' };
}
