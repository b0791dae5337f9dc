import {
  entryIdOf,
  PERIODS,
  type ContestantPointsRequest,
  type EntryKey,
  type PointEntry,
  type PointEvent,
  type PointType,
  type ShowType,
  type TeamPointsRequest,
} from '@reality-draft/events';
import { NotFound, RuleViolation, settle } from '@reality-draft/kernel';
import type { ScoringDeps } from '../scoringDeps';
import type { ScoringWorld } from '../standings/scoringWorld';
import type { LedgerCommand } from './commands';
import { handleLedgerCommand } from './handleLedgerCommand';
import { recordPeriodSaved } from './periodSaved';
import type { EntryState } from './state';

const SHOW_NAMES: Record<ShowType, string> = { amazing_race: 'Amazing Race', big_brother: 'Big Brother', survivor: 'Survivor' };

/** The show of a team or contestant in a current cast: 404 for an unknown one, 422 for one of another kind. */
export function showOfSubject(casts: ScoringWorld['casts'], kind: 'team' | 'contestant', subjectId: string): ShowType {
  for (const [showType, cast] of casts) {
    const member = cast.members[subjectId];
    if (!member?.inCast) continue;
    if (member.kind !== kind)
      throw new RuleViolation(
        `${subjectId} is a ${SHOW_NAMES[showType]} ${member.kind}, not a ${kind}: use the ${member.kind === 'team' ? 'team' : 'contestant'} points form.`,
      );
    return showType;
  }
  throw new NotFound(`No ${kind} with id ${subjectId} in a current cast.`);
}

async function run(deps: ScoringDeps, entryId: string, command: LedgerCommand): Promise<PointEntry> {
  const result = await handleLedgerCommand(deps, entryId, command);
  await settle(deps, Math.max(result.position, await recordPeriodSaved(deps, result.events, command.by)));
  return entryView(
    entryId,
    result.state,
    result.events.length ? (result.events[0].type === 'PointsEntered' ? 'entered' : 'corrected') : 'unchanged',
    previousOf(result.events),
  );
}

function previousOf(events: PointEvent[]): number | null {
  const first = events[0];
  return first && first.type !== 'PointsEntered' ? first.data.previous : null;
}

function entryView(id: string, state: EntryState, outcome: PointEntry['outcome'], previous: number | null): PointEntry {
  const key = state.key!;
  return {
    id,
    subjectKind: key.subjectKind,
    subjectId: key.subjectId,
    showType: key.showType,
    period: key.period,
    pointType: key.pointType,
    points: state.points ?? 0,
    source: key.source,
    outcome,
    previous,
  };
}

export interface ResultPointsInput {
  kind: 'team' | 'contestant';
  subjectId: string;
  period: number;
  points: number;
  pointType: PointType;
  reason?: string;
}

/** A points route's body as an entry of the ledger: a team's week, or a contestant's episode. */
export function resultInputOf(kind: 'team' | 'contestant', body: TeamPointsRequest | ContestantPointsRequest): ResultPointsInput {
  const { points, pointType, reason } = body;
  const [subjectId, period] = 'teamId' in body ? [body.teamId, body.week] : [body.contestantId, body.episode];
  // The route's schema has filled a team's default point type (placement) by now.
  return { kind, subjectId, period, points, pointType: pointType as PointType, ...(reason && { reason }) };
}

/**
 * The ledger command of a points route's entry (POST /api/point-totals-table or
 * /api/contestant-point-totals-table), once its subject is found in a current cast (404 unknown, 422 of
 * another kind) and its week or episode is one the show is scored in (422).
 */
export function resultCommand(casts: ScoringWorld['casts'], input: ResultPointsInput, by: string, now: Date) {
  const showType = showOfSubject(casts, input.kind, input.subjectId);
  const { word, max } = PERIODS[showType];
  if (input.period > max) throw new RuleViolation(`${SHOW_NAMES[showType]} is scored by ${word} 1 to ${max}.`);
  const key: EntryKey = { subjectKind: input.kind, subjectId: input.subjectId, showType, period: input.period, pointType: input.pointType };
  const entryId = entryIdOf(key);
  const command: LedgerCommand = {
    type: 'EnterPoints',
    entryId,
    key,
    source: 'results',
    points: input.points,
    by,
    now,
    ...(input.reason && { reason: input.reason }),
  };
  return { entryId, showType, command };
}

/** POST /api/point-totals-table and /api/contestant-point-totals-table: enter (or replace) a result. */
export async function enterResultPoints(deps: ScoringDeps, input: ResultPointsInput, by: string): Promise<PointEntry> {
  const { entryId, command } = resultCommand(await deps.cache.part('casts'), input, by, deps.now());
  return run(deps, entryId, command);
}

export async function correctEntry(deps: ScoringDeps, entryId: string, points: number, by: string, reason?: string): Promise<PointEntry> {
  return run(deps, entryId, { type: 'CorrectPoints', points, by, now: deps.now(), ...(reason && { reason }) });
}

export async function removeEntry(deps: ScoringDeps, entryId: string, by: string, reason?: string): Promise<{ message: string; id: string }> {
  const remove: LedgerCommand = { type: 'RemovePoints', by, now: deps.now(), ...(reason && { reason }) };
  const { position, events } = await handleLedgerCommand(deps, entryId, remove);
  await settle(deps, Math.max(position, await recordPeriodSaved(deps, events, by)));
  return { message: 'Point entry removed.', id: entryId };
}
