// The points dialog's form, its validation toasts (spec 01 §5) and the sequential save plan it turns
// into: one call per placed team or competition winner (spec 01 §7).
import { MAX_POINTS, MIN_POINTS, SHOW_NAMES, type ShowType } from '@reality-draft/events';
import { errorMessage, isApiError, type ToastInput } from '@reality-draft/kit';
import { isPlacement, periodWord, POINT_SLOTS, type PointSlot } from './pointSlots';
import type { ContestantPointsRequest, TeamPointsRequest } from './types';

export interface PointsForm {
  /** The week or episode; null until one is chosen. */
  period: number | null;
  /** Slot id -> the chosen team or contestant ids, in the order chosen. */
  winners: Record<string, string[]>;
  /** Slot id -> the points as typed (editable; the show's defaults to start with). */
  points: Record<string, string>;
}

export function emptyPointsForm(show: ShowType): PointsForm {
  const slots = POINT_SLOTS[show];
  return {
    period: null,
    winners: Object.fromEntries(slots.map((slot) => [slot.id, []])),
    points: Object.fromEntries(slots.map((slot) => [slot.id, String(slot.defaultPoints)])),
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

/** The first problem with the form as a destructive toast, or null when it can be saved. */
export function pointsFormProblem(show: ShowType, form: PointsForm): ToastInput | null {
  const slots = POINT_SLOTS[show];
  const teams = show === 'amazing_race';
  if (form.period === null) {
    return {
      title: teams ? 'Week Required' : 'Episode Required',
      description: `Please select the ${teams ? 'week' : 'episode'} these points are for.`,
      variant: 'destructive',
    };
  }
  if (slots.every((slot) => chosen(form, slot).length === 0)) {
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

/** One call of the save, with what it is for (for messages). */
export type SaveStep = { kind: 'team'; slot: string; body: TeamPointsRequest } | { kind: 'contestant'; slot: string; body: ContestantPointsRequest };

/**
 * The calls that save a valid form, in the dialog's order: slot by slot, each slot's winners in the
 * order chosen. Amazing Race teams are entered by week with their point type (a placement and an
 * Express Pass never overwrite each other); contestants by episode.
 */
export function buildSavePlan(show: ShowType, form: PointsForm): SaveStep[] {
  if (form.period === null) return [];
  const period = form.period;
  return POINT_SLOTS[show].flatMap((slot): SaveStep[] => {
    const points = parsePoints(form.points[slot.id]);
    if (points === null) return [];
    return chosen(form, slot).map((id): SaveStep =>
      show === 'amazing_race'
        ? { kind: 'team', slot: slot.label, body: { teamId: id, week: period, points, pointType: slot.pointType as TeamPointsRequest['pointType'] } }
        : {
            kind: 'contestant',
            slot: slot.label,
            body: { contestantId: id, episode: period, points, pointType: slot.pointType as ContestantPointsRequest['pointType'] },
          },
    );
  });
}

export type StepResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface SaveOutcome<T> {
  /** What each call answered, for the steps that succeeded. */
  saved: T[];
  /** The step that failed and why; the steps after it were not sent. */
  failure: { step: SaveStep; error: unknown } | null;
}

/** Sends the steps one after another and stops at the first failure (spec 01 §7). */
export async function runSavePlan<T>(steps: readonly SaveStep[], send: (step: SaveStep) => Promise<StepResult<T>>): Promise<SaveOutcome<T>> {
  const saved: T[] = [];
  for (const step of steps) {
    const result = await send(step);
    if (!result.ok) return { saved, failure: { step, error: result.error } };
    saved.push(result.value);
  }
  return { saved, failure: null };
}

/** How many entries of a save were new, replaced an earlier value, or were already so. */
export function outcomeCounts(saved: readonly { outcome: 'entered' | 'corrected' | 'unchanged' }[]) {
  return {
    entered: saved.filter((entry) => entry.outcome === 'entered').length,
    corrected: saved.filter((entry) => entry.outcome === 'corrected').length,
    unchanged: saved.filter((entry) => entry.outcome === 'unchanged').length,
  };
}

const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

export function saveSuccessToast(show: ShowType, period: number, saved: readonly { outcome: 'entered' | 'corrected' | 'unchanged' }[]): ToastInput {
  const { entered, corrected, unchanged } = outcomeCounts(saved);
  const parts = [entered > 0 && `${entered} new`, corrected > 0 && `${corrected} replaced an earlier value`, unchanged > 0 && `${unchanged} unchanged`].filter(
    Boolean,
  );
  return {
    title: 'Points Saved',
    description: `${SHOW_NAMES[show]} ${periodWord(show)} ${period}: ${entries(saved.length)} saved (${parts.join(', ')}).`,
  };
}

/** The server's message for a failed call: its `message`, else its status line. */
export function serverMessage(error: unknown): string {
  return errorMessage(error, isApiError(error) ? error.text : 'The server did not answer.');
}

/** Spec 01 §8: 'Failed to save points: ' plus the server's message. */
export function saveFailureToast(error: unknown): ToastInput {
  return { title: 'Error', description: `Failed to save points: ${serverMessage(error)}`, variant: 'destructive' };
}
