import {
  entryIdOf,
  pointEntryStream,
  type PeriodAnswer,
  type PeriodEntry,
  type PointEvent,
  type PointType,
  type ReplacePeriodRequest,
  type CorrectionMetadata,
  type ShowType,
} from '@reality-draft/events';
import { claimUniqueKey, Conflict, fold, Limiter, NotFound, releaseUniqueKey, settle, settleToHead, type EventStore } from '@reality-draft/kernel';
import { randomUUID } from 'node:crypto';
import { COLLECTIONS, type CastDocument, type EntryDocument } from '../readModels/documents';
import type { ScoringDeps } from '../scoringDeps';
import { ledgerDecider } from './decide';
import { handleLedgerCommand } from './handleLedgerCommand';
import type { EntryState } from './state';
import { recordPeriodSaved } from './periodSaved';
import { assertPeriodOfShow, changeOf, decidePeriod, isCorrection, periodKey, type ReplacePeriod } from './period';

/** One save of a period at a time: a save is a claim on the period (a unique key), released when it is done. */
const LOCK_KIND = 'points-period';
/** A claim older than this was left by a save that never finished (a crashed process): the next save takes it over. */
const ABANDONED_AFTER_MS = 30_000;
/** How long a save waits for another admin's save of the same period before answering 409. */
const WAIT_TRIES = 40;
const WAIT_MS = 100;
export const PERIOD_BUSY = 'Another admin is saving this week or episode right now. Please try again in a moment.';

/** An entry's state as its own stream holds it. */
export async function readState(events: EventStore, entryId: string): Promise<EntryState> {
  const { events: history } = await events.readStream(pointEntryStream(entryId));
  return fold(ledgerDecider, history as never);
}

/**
 * The entry streams read at once by the routes that read many (a period's ledger, a preview of up to 400
 * entries): at most this many in flight across the process, so they hold no more than that many of the
 * event store's connections and an entry saved meanwhile still gets one (issue 31: eight previews of
 * 400 entries at once had PostgreSQL's pool time out).
 */
const ENTRY_READS = new Limiter(4);

/** Each entry's state as its own stream holds it, each stream read once. */
export async function readStates(events: EventStore, entryIds: readonly string[]): Promise<Map<string, EntryState>> {
  const ids = [...new Set(entryIds)];
  const states = await ENTRY_READS.map(ids, (id) => readState(events, id));
  return new Map(ids.map((id, index) => [id, states[index]]));
}

/**
 * The period's entries as the ledger holds them: the read model (caught up with the log's head) names
 * the period's entries, and each is read from its own stream, as are the entries the save lists.
 */
async function ledgerOf(deps: ScoringDeps, showType: ShowType, period: number, alsoIds: readonly string[] = []): Promise<Map<string, EntryState>> {
  await settleToHead(deps);
  const docs = await deps.docs.collection<EntryDocument>(COLLECTIONS.points).find({ showType, period, source: 'results' });
  return readStates(deps.events, [...docs.map((doc) => doc.id), ...alsoIds]);
}

function entriesOf(ledger: ReadonlyMap<string, EntryState>, cast: CastDocument | undefined, showType: ShowType, period: number): PeriodEntry[] {
  const entries: PeriodEntry[] = [];
  for (const [entryId, { key, points }] of ledger) {
    if (!key || points === null || key.source !== 'results' || key.showType !== showType || key.period !== period || key.subjectKind === 'player') continue;
    const { subjectKind, subjectId, pointType } = key;
    entries.push({ entryId, subjectKind, subjectId, subjectLabel: cast?.members[subjectId]?.label ?? null, pointType: pointType as PointType, points });
  }
  return entries.sort((a, b) => a.pointType.localeCompare(b.pointType) || b.points - a.points || a.subjectId.localeCompare(b.subjectId));
}

const castOf = async (deps: ScoringDeps, showType: ShowType) => (await deps.cache.part('casts')).get(showType);

/** GET /api/admin/points/periods/{showType}/{period}. */
export async function periodEntries(deps: ScoringDeps, showType: ShowType, period: number): Promise<PeriodAnswer> {
  assertPeriodOfShow(showType, period);
  const [ledger, cast] = await Promise.all([ledgerOf(deps, showType, period), castOf(deps, showType)]);
  return { showType, period, entries: entriesOf(ledger, cast, showType, period), changes: [] };
}

type Replace = { showType: ShowType; period: number; request: ReplacePeriodRequest; by: string };

/** The entry ids a request lists, so their streams are read even if the read model has not seen them. */
const listedIds = (command: ReplacePeriod, cast: CastDocument | undefined) => command.entries.map((entry) => entryIdOf(periodKey(command, cast, entry)));

async function decideOnLedger(deps: ScoringDeps, { showType, period, request, by }: Replace) {
  const command: ReplacePeriod = { ...request, showType, period, by, now: deps.now() };
  const cast = await castOf(deps, showType);
  const ledger = await ledgerOf(deps, showType, period, listedIds(command, cast));
  return { command, cast, ledger, steps: decidePeriod(command, cast, ledger) };
}

/** POST .../preview: what the save would change, saving nothing. */
export async function previewPeriod(deps: ScoringDeps, replace: Replace): Promise<PeriodAnswer> {
  const { cast, ledger, steps } = await decideOnLedger(deps, replace);
  const after = new Map(ledger);
  for (const step of steps) after.set(step.entryId, step.events.reduce(ledgerDecider.evolve, ledger.get(step.entryId) ?? ledgerDecider.initialState()));
  return {
    showType: replace.showType,
    period: replace.period,
    entries: entriesOf(after, cast, replace.showType, replace.period),
    changes: steps.map((step) => changeOf(step, cast)),
  };
}

async function claimPeriod(deps: ScoringDeps, key: string, owner: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await claimUniqueKey(deps.events, LOCK_KIND, key, owner, {
        takenMessage: PERIOD_BUSY,
        isAbandoned: async (_holder, claimedAt) => deps.now().getTime() - new Date(claimedAt).getTime() > ABANDONED_AFTER_MS,
      });
      return;
    } catch (error) {
      if (!(error instanceof Conflict) || attempt >= WAIT_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
    }
  }
}

/**
 * PUT /api/admin/points/periods/{showType}/{period}: holds the period's claim, decides on the ledger as
 * it stands once claimed, and runs each step on its entry's stream (a single entry raced by the spec's
 * POST is decided again there: a step sets a value, so it is safe). Saving the same again changes nothing.
 * A save that corrects earlier entries stamps all its events with one correction id.
 */
export async function replacePeriod(deps: ScoringDeps, replace: Replace): Promise<PeriodAnswer> {
  const lockKey = `${replace.showType}-${replace.period}`;
  const owner = randomUUID();
  await claimPeriod(deps, lockKey, owner);
  try {
    const { cast, ledger, steps } = await decideOnLedger(deps, replace);
    const metadata: CorrectionMetadata | undefined = isCorrection(steps) ? { correctionId: randomUUID() } : undefined;
    const after = new Map(ledger);
    const changes = [];
    let position = 0;
    const appended: PointEvent[] = [];
    for (const step of steps) {
      try {
        const result = await handleLedgerCommand(deps, step.entryId, step.command, { metadata: { ...metadata } });
        position = Math.max(position, result.position);
        after.set(step.entryId, result.state);
        appended.push(...result.events);
        if (result.events.length) changes.push(changeOf({ ...step, events: result.events }, cast));
      } catch (error) {
        // Removed meanwhile by the entry's own DELETE: what this save wanted.
        if (!(error instanceof NotFound)) throw error;
        after.set(step.entryId, ledgerDecider.initialState());
      }
    }
    await settle(deps, Math.max(position, await recordPeriodSaved(deps, appended, replace.by)));
    return { showType: replace.showType, period: replace.period, entries: entriesOf(after, cast, replace.showType, replace.period), changes };
  } finally {
    await releaseUniqueKey(deps.events, LOCK_KIND, lockKey, owner);
  }
}
