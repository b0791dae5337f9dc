// The points dialog's form, its validation toasts (docs/scoring.md#points-dialog) and what a save answers (docs/scoring.md#scoring-calls, docs/scoring.md#saving-points).
import { MAX_POINTS, MIN_POINTS, SHOW_NAMES, type ShowType } from '@reality-draft/events';
import { errorMessage, isApiError, type ToastInput } from '@reality-draft/kit';
import { isPlacement, outWord, periodWord, POINT_SLOTS, type PointSlot } from './pointSlots';
import type { PeriodAnswer, PeriodChange } from './types';

export interface PointsForm {
  /** The week or episode; null until one is chosen. */
  period: number | null;
  /** Slot id -> the chosen team or contestant ids, in the order chosen. */
  winners: Record<string, string[]>;
  /** Slot id -> the points as typed (editable; the show's defaults to start with). */
  points: Record<string, string>;
  /** Who went out (evicted, voted out, eliminated) in this period. */
  out: string[];
}

export function emptyPointsForm(show: ShowType): PointsForm {
  const slots = POINT_SLOTS[show];
  return {
    period: null,
    winners: Object.fromEntries(slots.map((slot) => [slot.id, []])),
    points: Object.fromEntries(slots.map((slot) => [slot.id, String(slot.defaultPoints)])),
    out: [],
  };
}

/** The points a slot's text stands for, or null when it is not a whole number within the ledger's range. */
export function parsePoints(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (!/^[+-]?\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= MIN_POINTS && value <= MAX_POINTS ? value : null;
}

const chosen = (form: PointsForm, slot: PointSlot) => form.winners[slot.id] ?? [];

/**
 * The first problem with the form as a destructive toast, or null when it can be saved. A period with
 * saved entries (or someone going out) may be saved with no winners: that clears it.
 */
export function pointsFormProblem(show: ShowType, form: PointsForm, periodHasEntries = false): ToastInput | null {
  const slots = POINT_SLOTS[show];
  const teams = show === 'amazing_race';
  if (form.period === null) {
    return {
      title: teams ? 'Week Required' : 'Episode Required',
      description: `Please select the ${teams ? 'week' : 'episode'} these points are for.`,
      variant: 'destructive',
    };
  }
  if (!periodHasEntries && form.out.length === 0 && slots.every((slot) => chosen(form, slot).length === 0)) {
    return teams
      ? { title: 'No Teams Selected', description: 'Place at least one team or choose the Express Pass winner.', variant: 'destructive' }
      : { title: 'No Competition Winners Selected', description: 'Choose at least one competition winner.', variant: 'destructive' };
  }
  for (const slot of slots) {
    if (chosen(form, slot).length > 0 && parsePoints(form.points[slot.id]) === null) {
      return {
        title: 'Invalid Points',
        description: `${slot.label}: points must be a whole number from ${MIN_POINTS} to ${MAX_POINTS}.`,
        variant: 'destructive',
      };
    }
  }
  const placed = slots.filter(isPlacement).flatMap((slot) => chosen(form, slot));
  if (new Set(placed).size < placed.length) {
    return { title: 'Team Placed Twice', description: 'A team can take only one placement a week.', variant: 'destructive' };
  }
  return null;
}

const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

/** Spec 01 §7's "Points Saved", saying what the save did: "Big Brother episode 2: 1 entry saved (1 new, 1 removed)". */
export function saveSuccessToast(
  show: ShowType,
  saved: Pick<PeriodAnswer, 'period' | 'entries' | 'changes'>,
  out = { eliminated: 0, restored: 0 },
): ToastInput {
  const count = (action: PeriodChange['action']) => saved.changes.filter((change) => change.action === action).length;
  const [entered, corrected, removed] = [count('entered'), count('corrected'), count('removed')];
  const unchanged = saved.entries.length - entered - corrected;
  const parts = [
    entered > 0 && `${entered} new`,
    corrected > 0 && `${corrected} replaced an earlier value`,
    unchanged > 0 && `${unchanged} unchanged`,
    removed > 0 && `${removed} removed`,
    out.eliminated > 0 && `${out.eliminated} ${outWord(show)}`,
    out.restored > 0 && `${out.restored} back in the game`,
  ].filter(Boolean);
  return {
    title: 'Points Saved',
    description: `${SHOW_NAMES[show]} ${periodWord(show)} ${saved.period}: ${entries(saved.entries.length)} saved${parts.length ? ` (${parts.join(', ')})` : ''}.`,
  };
}

/** Save with nothing to change: says so rather than sending anything. */
export function nothingToSaveToast(show: ShowType, period: number): ToastInput {
  return { title: 'Nothing to Save', description: `${SHOW_NAMES[show]} ${periodWord(show)} ${period} is already saved as shown.` };
}

/** The server's message for a failed call: its `message`, else its status line. */
export function serverMessage(error: unknown): string {
  return errorMessage(error, isApiError(error) ? error.text : 'The server did not answer.');
}

/** Spec 01 §8: 'Failed to save points: ' plus the server's message. */
export function saveFailureToast(error: unknown): ToastInput {
  return { title: 'Error', description: `Failed to save points: ${serverMessage(error)}`, variant: 'destructive' };
}
