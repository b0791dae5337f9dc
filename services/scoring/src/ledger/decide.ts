import { PERIODS, POINT_TYPES, entryIdOf, type PointEvent } from '@reality-draft/events';
import { decideBy, type Decider, NotFound, RuleViolation } from '@reality-draft/kernel';
import type { LedgerCommand } from './commands';
import { evolveEntry } from './evolve';
import { initialEntryState, type EntryState } from './state';

type Command<T extends LedgerCommand['type']> = Extract<LedgerCommand, { type: T }>;

export const NO_SUCH_ENTRY = 'No such point entry (it may have been removed).';

/** The show's rules for an entry's key: a point type the show scores, a week or episode in its range. */
function assertKeyFitsShow({ key }: Command<'EnterPoints'>): void {
  if (key.pointType === 'minigame') return;
  const { word, max } = PERIODS[key.showType];
  if (!Number.isInteger(key.period) || key.period < 1 || key.period > max) throw new RuleViolation(`The ${word} must be from 1 to ${max}.`);
  if (!POINT_TYPES[key.showType].includes(key.pointType)) {
    throw new RuleViolation(`${key.pointType} is not a point type of this show: use one of ${POINT_TYPES[key.showType].join(', ')}.`);
  }
}

function enter(command: Command<'EnterPoints'>, state: EntryState): PointEvent[] {
  assertKeyFitsShow(command);
  const { key, source, points, by, now, reason } = command;
  const common = { ...key, entryId: entryIdOf(key), source, ...(reason && { reason }) };
  if (state.points === points) return [];
  if (state.points === null) return [{ type: 'PointsEntered', data: { ...common, points, enteredBy: by, enteredAt: now.toISOString() } }];
  return [{ type: 'PointsCorrected', data: { ...common, previous: state.points, points, correctedBy: by, correctedAt: now.toISOString() } }];
}

function existing(state: EntryState): asserts state is EntryState & { key: NonNullable<EntryState['key']>; points: number } {
  if (!state.key || state.points === null) throw new NotFound(NO_SUCH_ENTRY);
}

function correct(command: Command<'CorrectPoints'>, state: EntryState): PointEvent[] {
  existing(state);
  if (state.points === command.points) return [];
  const { by, now, reason, points } = command;
  const data = {
    ...state.key,
    entryId: entryIdOf(state.key),
    previous: state.points,
    points,
    correctedBy: by,
    correctedAt: now.toISOString(),
    ...(reason && { reason }),
  };
  return [{ type: 'PointsCorrected', data }];
}

function remove(command: Command<'RemovePoints'>, state: EntryState): PointEvent[] {
  existing(state);
  const { by, now, reason } = command;
  return [
    {
      type: 'PointsRemoved',
      data: { ...state.key, entryId: entryIdOf(state.key), previous: state.points, removedBy: by, removedAt: now.toISOString(), ...(reason && { reason }) },
    },
  ];
}

export const decideLedger = decideBy<LedgerCommand, EntryState, PointEvent>({
  EnterPoints: enter,
  CorrectPoints: correct,
  RemovePoints: remove,
});

export const ledgerDecider: Decider<EntryState, LedgerCommand, PointEvent> = {
  initialState: initialEntryState,
  evolve: evolveEntry,
  decide: decideLedger,
};
