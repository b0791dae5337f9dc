import {
  entryIdOf,
  PERIODS,
  POINT_TYPES,
  type EntryKey,
  type PeriodChange,
  type PointEvent,
  type PointType,
  type ReplacePeriodRequest,
  type ShowType,
} from '@reality-draft/events';
import { RuleViolation } from '@reality-draft/kernel';
import type { CastDocument } from '../readModels/documents';
import type { LedgerCommand } from './commands';
import { decideLedger } from './decide';
import { initialEntryState, type EntryState } from './state';

/** Make one week's or episode's result entries exactly these (the points dialog's save). */
export interface ReplacePeriod extends ReplacePeriodRequest {
  showType: ShowType;
  period: number;
  by: string;
  now: Date;
}

/** One entry the save touches: the ledger command for its stream, and what that command decides on the entry as read. */
export interface PeriodStep {
  entryId: string;
  command: LedgerCommand;
  events: PointEvent[];
}

const SHOW_CAST_NAMES: Record<ShowType, string> = {
  amazing_race: 'Amazing Race teams',
  big_brother: 'Big Brother house guests',
  survivor: 'Survivor castaways',
};

/** A week or episode the show is scored in. */
export function assertPeriodOfShow(showType: ShowType, period: number): void {
  const { word, max } = PERIODS[showType];
  if (!Number.isInteger(period) || period < 1 || period > max) throw new RuleViolation(`The ${word} must be from 1 to ${max}.`);
}

/** The show's rules for a period's entries: its range, its point types, its current cast, one entry per member and point type. */
function assertFitsShow(command: ReplacePeriod, cast: CastDocument | undefined, covered: readonly PointType[]): void {
  const { showType, period, entries } = command;
  assertPeriodOfShow(showType, period);
  for (const pointType of [...covered, ...entries.map((entry) => entry.pointType)]) {
    if (!POINT_TYPES[showType].includes(pointType)) {
      throw new RuleViolation(`${pointType} is not a point type of this show: use one of ${POINT_TYPES[showType].join(', ')}.`);
    }
  }
  const seen = new Set<string>();
  for (const { subjectId, pointType } of entries) {
    if (!covered.includes(pointType)) throw new RuleViolation(`${pointType} is not among the point types this save replaces.`);
    if (!cast?.members[subjectId]?.inCast) throw new RuleViolation(`${subjectId} is not one of the current ${SHOW_CAST_NAMES[showType]}.`);
    const pair = `${subjectId}:${pointType}`;
    if (seen.has(pair)) throw new RuleViolation(`${subjectId} is listed twice for ${pointType}: give each member one entry per point type.`);
    seen.add(pair);
  }
}

const labelOf = (cast: CastDocument | undefined, subjectId: string) => cast?.members[subjectId]?.label ?? subjectId;

/** Why an entry no longer chosen goes: the admin's reason, else who replaced it ("replaced by Georgia"). */
function removalReason(command: ReplacePeriod, cast: CastDocument | undefined, removed: EntryKey, current: ReadonlyMap<string, EntryState>): string {
  if (command.reason) return command.reason;
  const newcomers = command.entries
    .filter((entry) => entry.pointType === removed.pointType && current.get(entryIdOf(periodKey(command, cast, entry)))?.points == null)
    .map((entry) => labelOf(cast, entry.subjectId));
  return newcomers.length ? `replaced by ${newcomers.join(', ')}` : `no longer chosen for ${PERIODS[command.showType].word} ${command.period}`;
}

/** The ledger key of one entry a save lists. */
export function periodKey(
  command: Pick<ReplacePeriod, 'showType' | 'period'>,
  cast: CastDocument | undefined,
  entry: { subjectId: string; pointType: PointType },
): EntryKey {
  const kind = cast?.members[entry.subjectId]?.kind ?? (command.showType === 'amazing_race' ? 'team' : 'contestant');
  return { subjectKind: kind, subjectId: entry.subjectId, showType: command.showType, period: command.period, pointType: entry.pointType };
}

/**
 * The one decision of a period's save, over the period's entries as the ledger holds them (`current`,
 * by entry id): a results entry of a covered point type that is no longer listed is removed (with a
 * reason), a listed one with another value corrected, a new one entered, and one already so left
 * alone (no step). Each step is the ledger's own command for that entry's stream, so the events are
 * exactly those the entry's decider makes; deciding again on what it made gives no steps.
 */
export function decidePeriod(command: ReplacePeriod, cast: CastDocument | undefined, current: ReadonlyMap<string, EntryState>): PeriodStep[] {
  const covered = command.pointTypes ?? POINT_TYPES[command.showType];
  assertFitsShow(command, cast, covered);
  const { by, now, reason } = command;
  const wanted = new Map(command.entries.map((entry) => [entryIdOf(periodKey(command, cast, entry)), entry]));
  const steps: PeriodStep[] = [];
  const step = (entryId: string, ledgerCommand: LedgerCommand) => {
    const events = decideLedger(ledgerCommand, current.get(entryId) ?? initialEntryState());
    if (events.length) steps.push({ entryId, command: ledgerCommand, events });
  };
  for (const [entryId, state] of current) {
    const key = state.key;
    if (!key || state.points === null || key.source !== 'results' || wanted.has(entryId)) continue;
    if (key.showType !== command.showType || key.period !== command.period || !covered.includes(key.pointType as PointType)) continue;
    step(entryId, { type: 'RemovePoints', by, now, reason: removalReason(command, cast, key, current) });
  }
  for (const [entryId, entry] of wanted) {
    const key = periodKey(command, cast, entry);
    step(entryId, { type: 'EnterPoints', entryId, key, source: 'results', points: entry.points, by, now, ...(reason && { reason }) });
  }
  return steps;
}

/**
 * Whether a save corrects what was saved before (removes or re-values an entry), so that its events
 * carry one correction id (CorrectionMetadata); a save of new entries only is no correction.
 */
export function isCorrection(steps: readonly PeriodStep[]): boolean {
  return steps.some((step) => step.events.some((event) => event.type !== 'PointsEntered'));
}

/** A step's change in the words of the answer (one ledger event per step). */
export function changeOf(step: PeriodStep, cast: CastDocument | undefined): PeriodChange {
  const [event] = step.events;
  const { subjectKind, subjectId, pointType } = event.data;
  const common = {
    entryId: step.entryId,
    subjectKind: subjectKind as PeriodChange['subjectKind'],
    subjectId,
    subjectLabel: cast?.members[subjectId]?.label ?? null,
    pointType: pointType as PointType,
    reason: event.data.reason ?? null,
  };
  switch (event.type) {
    case 'PointsEntered':
      return { ...common, action: 'entered', before: null, after: event.data.points };
    case 'PointsCorrected':
      return { ...common, action: 'corrected', before: event.data.previous, after: event.data.points };
    case 'PointsRemoved':
      return { ...common, action: 'removed', before: event.data.previous, after: null };
  }
}
