import { entryIdOf, miniGameStream, type EntryKey, type PointEvent } from '@reality-draft/events';
import { MemoryEventStore, NedbDocumentStore, ProjectorRunner } from '@reality-draft/kernel';
import { COLLECTIONS, type EntryDocument } from './documents';
import { pointsProjection } from './pointsProjection';

const AT = '2026-12-03T12:00:00.000Z';
const resultKey = (subjectId: string, period: number): EntryKey => ({
  subjectKind: 'contestant',
  subjectId,
  showType: 'big_brother',
  period,
  pointType: 'hoh',
});

function ledgerEvent(type: PointEvent['type'], key: EntryKey, points: number): PointEvent {
  const entry = { ...key, entryId: entryIdOf(key), source: 'results' as const };
  switch (type) {
    case 'PointsEntered':
      return { type, data: { ...entry, points, enteredBy: 'admin', enteredAt: AT } };
    case 'PointsCorrected':
      return { type, data: { ...entry, previous: 1, points, correctedBy: 'admin', correctedAt: AT } };
    case 'PointsRemoved':
      return { type, data: { ...entry, previous: points, removedBy: 'admin', removedAt: AT } };
  }
}

const finished = (miniGameId: string) => ({
  type: 'MiniGameFinished',
  data: { miniGameId, draftId: 'd1', showType: 'big_brother', round: 1, awards: [{ playerId: 'ann', points: 3 }], finishedBy: 'admin', finishedAt: AT },
});

describe('the points read model: where a mini-game award sits on the timeline', () => {
  let events: MemoryEventStore;
  const runners: ProjectorRunner[] = [];
  beforeEach(() => {
    events = new MemoryEventStore();
  });
  afterEach(() => Promise.all(runners.splice(0).map((runner) => runner.stop())));

  async function project(docs: NedbDocumentStore) {
    const runner = new ProjectorRunner(events, docs, [pointsProjection(() => undefined)], { pollMs: 10 });
    runners.push(runner);
    await runner.start();
    return runner;
  }
  const awardedIn = async (docs: NedbDocumentStore) =>
    Object.fromEntries(
      (await docs.collection<EntryDocument>(COLLECTIONS.points).find({ source: 'minigame' })).map((award) => [award.sourceRef, award.awardedIn]),
    );
  const ledger = (...changes: PointEvent[]) => Promise.all(changes.map((change, n) => events.append(`ledger-${n}-${Math.random()}`, [change], 'any')));

  it('is the last week or episode with a result entry, as it stands after corrections and removals, live and in a replay', async () => {
    // Caught up from the log: episode 2's only entry was removed, so the first finish sits at episode 1.
    await ledger(ledgerEvent('PointsEntered', resultKey('iris', 1), 2), ledgerEvent('PointsEntered', resultKey('harlan', 2), 3));
    await ledger(ledgerEvent('PointsRemoved', resultKey('harlan', 2), 3));
    await events.append(miniGameStream('mg1'), [finished('mg1')], 'any');
    const live = new NedbDocumentStore();
    const runner = await project(live);
    expect(await awardedIn(live)).toEqual({ mg1: 1 });

    // Followed live: episode 3 scored and corrected, a finish; then episode 3's entry removed, another finish.
    await ledger(ledgerEvent('PointsEntered', resultKey('georgia', 3), 1));
    await ledger(ledgerEvent('PointsCorrected', resultKey('georgia', 3), 4));
    await events.append(miniGameStream('mg2'), [finished('mg2')], 'any');
    await ledger(ledgerEvent('PointsRemoved', resultKey('georgia', 3), 4));
    const { position } = await events.append(miniGameStream('mg3'), [finished('mg3')], 'any');
    await runner.waitFor(position);
    expect(await awardedIn(live)).toEqual({ mg1: 1, mg2: 3, mg3: 1 });

    // A replay of the whole log writes the same.
    const replayed = new NedbDocumentStore();
    await project(replayed);
    expect(await awardedIn(replayed)).toEqual({ mg1: 1, mg2: 3, mg3: 1 });
  });
});
