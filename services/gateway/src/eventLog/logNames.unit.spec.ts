/** The names beside the event log's ids: which ids a page names, and one read per collection however many events. */
import type { EventLogEntry } from '@reality-draft/events';
import { NedbDocumentStore, type DocumentStore, type Filter } from '@reality-draft/kernel';
import { CASTS, PEOPLE, ROOMS } from '@reality-draft/drafts';
import { logNames, namedIds } from './logNames';

const entry = (streamId: string, data: unknown): EventLogEntry => ({ position: 1, streamId, version: 1, type: 'X', at: '', data });

describe("the event log's names", () => {
  it('names drafts and people by their streams and the data’s draftId, playerId and adminId', () => {
    const { drafts, people, members } = namedIds([
      entry('draft-d1', { draftId: 'd1', playerId: 'p1' }),
      entry('player-p2', { playerId: 'p2' }),
      entry('admin-a1', {}),
      entry('points-contestant:c1:3:veto', { subjectKind: 'contestant', subjectId: 'c1', draftId: 'd2' }),
      entry('points-player:p4:0:minigame:g1', { subjectKind: 'player', subjectId: 'p4' }),
      entry('pickqueue-d3-p3', null),
    ]);
    expect([...drafts]).toEqual(['d1', 'd2']);
    expect([...people]).toEqual(['p1', 'p2', 'a1', 'p4']);
    expect([...members]).toEqual(['c1']);
  });

  it("answers each draft's label and each person's name, reading each collection once", async () => {
    const docs = new NedbDocumentStore();
    for (const room of [
      { id: 'd1', showType: 'big_brother', joinCode: '123456' },
      { id: 'd2', showType: 'survivor', joinCode: '654321' },
    ])
      await docs.collection(ROOMS).insertOne(room);
    for (const person of [
      { id: 'p1', firstName: 'Ann', lastName: 'Lee', email: null },
      { id: 'p2', firstName: 'Bo', lastName: null, email: null },
      { id: 'a1', firstName: null, lastName: null, email: null },
    ])
      await docs.collection(PEOPLE).insertOne(person);
    await docs.collection(CASTS).insertOne({
      id: 'big_brother',
      members: [
        { id: 'c1', name: 'Iris Copperkettle', showType: 'big_brother' },
        { id: 'c2', name: 'Georgia Windermoss', showType: 'big_brother' },
      ],
    });
    const reads: string[] = [];
    const counting = {
      collection: (name: string) => ({
        find: (filter: Filter) => {
          reads.push(name);
          return docs.collection(name).find(filter);
        },
      }),
    } as unknown as DocumentStore;
    const events = [
      entry('draft-d1', { playerId: 'p1' }),
      entry('draft-d2', { playerId: 'p2' }),
      entry('admin-a1', {}),
      entry('player-gone', {}),
      entry('points-contestant:c1:3:veto', { subjectKind: 'contestant', subjectId: 'c1' }),
    ];
    expect(await logNames(counting, events)).toEqual({ d1: 'Big Brother #123456', d2: 'Survivor #654321', p1: 'Ann Lee', p2: 'Bo', c1: 'Iris Copperkettle' });
    expect(reads.sort()).toEqual([CASTS, PEOPLE, ROOMS].sort());
    reads.length = 0;
    expect(await logNames(counting, [entry('cast-survivor', {})])).toEqual({});
    expect(reads).toEqual([]);
  });
});
