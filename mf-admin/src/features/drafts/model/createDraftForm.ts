// The create-draft form (docs/drafts.md#create-draft): an optional league name, show, draft date, the turn time limit (60 s by default) and,
// optionally, a start time on that date in the admin's own zone: the draft then starts by itself
// (issue 28 §4), sent as ISO 8601 with the zone's offset on that day.
import {
  leagueName,
  MAX_LEAGUE_NAME_LENGTH,
  MAX_TURN_SECONDS,
  MIN_TURN_SECONDS,
  SHOW_NAMES,
  SHOW_TYPES,
  type CreateDraftRequest,
  type ShowType,
} from '@reality-draft/events';
import { startTimeProblem, zonedDateTimeIso } from '@reality-draft/kit';

export const DEFAULT_TURN_SECONDS = 60;
export { MAX_LEAGUE_NAME_LENGTH, MAX_TURN_SECONDS, MIN_TURN_SECONDS };

export const SHOW_OPTIONS = SHOW_TYPES.map((value) => ({ value, label: SHOW_NAMES[value] }));

export interface CreateDraftForm {
  /** The league's name, or '' for none (the draft is then "Big Brother #349748"). */
  name: string;
  showType: ShowType;
  draftDate: string;
  turnTimeLimit: string;
  /** HH:mm on the draft date in the admin's zone, or '' for no start time (the admin starts it). */
  startTime: string;
}

/** Today as YYYY-MM-DD in the browser's time zone (what a date input shows). */
export function todayInput(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function initialCreateDraftForm(now?: Date): CreateDraftForm {
  return { name: '', showType: 'big_brother', draftDate: todayInput(now), turnTimeLimit: String(DEFAULT_TURN_SECONDS), startTime: '' };
}

/** What is wrong with the form, or null when it can be sent. `now` and `timeZone` judge the start time. */
export function createDraftProblem(form: CreateDraftForm, now = Date.now(), timeZone?: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.draftDate)) return 'Choose the draft date.';
  const seconds = Number(form.turnTimeLimit);
  if (!Number.isInteger(seconds) || seconds < MIN_TURN_SECONDS || seconds > MAX_TURN_SECONDS) {
    return `The turn time limit is a whole number of seconds from ${MIN_TURN_SECONDS} to ${MAX_TURN_SECONDS}.`;
  }
  if (form.startTime && startTimeProblem(form.draftDate, form.startTime, now, timeZone)) return 'The start time has passed: choose a later one, or none.';
  return null;
}

export function createDraftRequest(form: CreateDraftForm, timeZone?: string): CreateDraftRequest {
  const startsAt = form.startTime ? zonedDateTimeIso(form.draftDate, form.startTime, timeZone) : null;
  const name = leagueName(form.name);
  return {
    showType: form.showType,
    draftDate: form.draftDate,
    turnTimeLimit: Number(form.turnTimeLimit),
    ...(startsAt ? { startsAt } : {}),
    ...(name ? { name } : {}),
  };
}
