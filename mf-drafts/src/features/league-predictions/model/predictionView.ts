// Who goes home, as the league page words and checks it: the cast a player may predict, a period's lock,
// each prediction's result, and the admin's settings form (points 0-10, a lock time typed in the browser's
// own zone and sent as ISO 8601 with its offset).
import {
  castLabel,
  castRank,
  lockMessage,
  PREDICTION_POINTS_MAX,
  type CastItem,
  type PredictionPeriod,
  type PredictionsAnswer,
  type PredictionSettingsRequest,
} from '@reality-draft/events';
import { dateTimeFormat, zonedDateTimeInputs, zonedDateTimeIso } from '@reality-draft/kit';
import { msUntilSoonest } from '../../../model/settling';

export interface CastChoice {
  value: string;
  label: string;
}

/** The cast still in the game, in the catalogue's order: what a prediction may name. */
export function castChoices(items: readonly CastItem[]): CastChoice[] {
  return items
    .filter((item) => item.isActive)
    .sort((a, b) => castRank(a) - castRank(b))
    .map((item) => ({ value: item.id, label: castLabel(item) }));
}

/** "Correct prediction: 2 points". */
export const correctPointsText = (points: number) => `Correct prediction: ${points} ${points === 1 ? 'point' : 'points'}`;

/** Why a period takes no more predictions, in the service's own words; null while it is open. */
export function lockText(period: Pick<PredictionPeriod, 'locked' | 'lockedBy' | 'showType' | 'period'>): string | null {
  if (!period.locked) return null;
  return period.lockedBy ? lockMessage(period.lockedBy, period.showType, period.period) : 'Predictions for this period are locked.';
}

export type ResultMark = { symbol: '✓' | '✗'; label: 'Correct' | 'Wrong'; tone: 'success' | 'danger' } | null;

/** ✓ or ✗ once the period is settled for the reader (null: not yet, or beyond their spoiler guard). */
export function resultMark(correct: boolean | null): ResultMark {
  if (correct === null) return null;
  return correct ? { symbol: '✓', label: 'Correct', tone: 'success' } : { symbol: '✗', label: 'Wrong', tone: 'danger' };
}

/**
 * What a prediction without ✓ or ✗ says: once the elimination is in, the service leaves the result out only
 * for a reader whose spoiler guard is behind the period; otherwise nobody has gone home in it yet.
 */
export const unsettledText = (lockedBy: PredictionPeriod['lockedBy']) => (lockedBy === 'elimination' ? 'Behind your spoiler guard' : 'Not settled yet');

/** The periods before the one predicted now, newest first. */
export function earlierPeriods(answer: Pick<PredictionsAnswer, 'periods' | 'currentPeriod'>): PredictionPeriod[] {
  return answer.periods.filter((period) => period.period !== answer.currentPeriod);
}

/** The period predicted now, as the answer lists it (null: the season is over). */
export function currentPeriodOf(answer: Pick<PredictionsAnswer, 'periods' | 'currentPeriod'>): PredictionPeriod | null {
  return answer.periods.find((period) => period.period === answer.currentPeriod) ?? null;
}

/** "Mon, Dec 2, 8:00 PM" (en-US) when a lock time falls in the current year, with the year otherwise. */
export function lockTimeText(locksAt: string, now: number, locale?: string, timeZone?: string): string {
  const at = new Date(locksAt);
  const year = (instant: Date) => dateTimeFormat(locale, { timeZone, year: 'numeric' }).format(instant);
  const options: Intl.DateTimeFormatOptions = { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };
  return dateTimeFormat(locale, year(at) === year(new Date(now)) ? options : { ...options, year: 'numeric' }).format(at);
}

/** A datetime-local input's value ("2026-12-02T20:00") for a lock time, in `timeZone` (the browser's when undefined). */
export function lockInputValue(locksAt: string | null, timeZone?: string): string {
  if (!locksAt || Number.isNaN(Date.parse(locksAt))) return '';
  const { date, time } = zonedDateTimeInputs(locksAt, timeZone);
  return `${date}T${time}`;
}

/** A datetime-local value as ISO 8601 with the zone's offset ("2026-12-02T20:00:00+01:00"); '' is no lock (null); undefined when not a time. */
export function lockInstant(value: string, timeZone?: string): string | null | undefined {
  if (!value.trim()) return null;
  const [date, time] = value.split('T');
  return (time && zonedDateTimeIso(date, time.slice(0, 5), timeZone)) || undefined;
}

export interface SettingsInputs {
  points: string;
  /** The datetime-local value for the current period's lock ('' for none). */
  lock: string;
}

/**
 * The settings request from the form, or what is wrong with it. The lock is sent for the current
 * period only, and only when it changed ('' removes it).
 */
export function settingsRequest(
  inputs: SettingsInputs,
  current: { period: number; locksAt: string | null } | null,
  timeZone?: string,
): { request: PredictionSettingsRequest; problem: null } | { request: null; problem: string } {
  const points = Number(inputs.points);
  if (inputs.points.trim() === '' || !Number.isInteger(points) || points < 0 || points > PREDICTION_POINTS_MAX)
    return { request: null, problem: `Points per correct prediction must be a whole number from 0 to ${PREDICTION_POINTS_MAX}.` };
  const request: PredictionSettingsRequest = { pointsPerCorrect: points };
  if (current) {
    const locksAt = lockInstant(inputs.lock, timeZone);
    if (locksAt === undefined) return { request: null, problem: 'Choose a date and a time for the lock, or leave it empty.' };
    const before = current.locksAt === null ? null : Date.parse(current.locksAt);
    const after = locksAt === null ? null : Date.parse(locksAt);
    if (before !== after) request.locks = [{ period: current.period, locksAt }];
  }
  return { request, problem: null };
}

/** How long until the soonest lock time of an open period passes (a read then shows it locked); null when none is coming. */
export function nextLockInMs(periods: readonly Pick<PredictionPeriod, 'locked' | 'locksAt'>[], now: number): number | null {
  return msUntilSoonest(
    periods.filter((period) => !period.locked).map((period) => period.locksAt || null),
    now,
    500,
  );
}
