/** readEventLog on the in-memory log: the whole log, one stream, and a type's bounded scan. */
import { CHAT_TEXT_IN_LOG, EVENT_LOG_LIMIT } from '@reality-draft/events';
import { MemoryEventStore } from '@reality-draft/kernel';
import { readEventLog } from './readEventLog';

const filler = (count: number) => Array.from({ length: count }, (_, index) => ({ type: 'DraftPaused', data: { index } }));

describe('readEventLog', () => {
  it('shows operators that a league chat message was posted, never its text', async () => {
    const events = new MemoryEventStore();
    const posted = { draftId: 'd1', messageId: 'm1', authorId: 'p1', text: 'Our secret alliance', spoiler: false, postedAt: '2026-12-04T20:00:00.000Z' };
    await events.append('chat-d1', [{ type: 'ChatMessagePosted', data: posted }], 'no-stream');
    const { events: shown } = await readEventLog(events, { after: 0, limit: 5 });
    expect(shown[0].data).toEqual({ ...posted, text: CHAT_TEXT_IN_LOG });
  });

  it('answers one stream in version order after a position, with next while more is there', async () => {
    const events = new MemoryEventStore();
    await events.append('draft-a', [{ type: 'DraftCreated', data: {} }], 'no-stream');
    await events.append('draft-b', [{ type: 'DraftCreated', data: {} }], 'no-stream');
    await events.append('draft-a', [{ type: 'DraftStarted', data: {} }, ...filler(2)], 1);
    const first = await readEventLog(events, { stream: 'draft-a', after: 0, limit: 2 });
    expect(first.events.map((event) => [event.type, event.version])).toEqual([
      ['DraftCreated', 1],
      ['DraftStarted', 2],
    ]);
    const second = await readEventLog(events, { stream: 'draft-a', after: first.next!, limit: 2 });
    expect(second).toMatchObject({ next: null, events: [{ version: 3 }, { version: 4 }] });
    expect(await readEventLog(events, { stream: 'draft-a', type: 'DraftStarted', after: 0, limit: 5 })).toMatchObject({ next: null, events: [{ version: 2 }] });
  });

  it(`scans at most ${EVENT_LOG_LIMIT.scan} events per request for a type, then says where it stopped`, async () => {
    const events = new MemoryEventStore();
    await events.append('filler', filler(EVENT_LOG_LIMIT.scan + 500), 'no-stream');
    await events.append('draft-rare', [{ type: 'DraftCreated', data: {} }], 'no-stream');
    const scanned = await readEventLog(events, { type: 'DraftCreated', after: 0, limit: 10 });
    expect(scanned.events).toEqual([]);
    const stoppedAt = (await events.readAll(0, EVENT_LOG_LIMIT.scan)).at(-1)!.position;
    expect(scanned.next).toBe(stoppedAt);
    const found = await readEventLog(events, { type: 'DraftCreated', after: scanned.next!, limit: 10 });
    expect(found).toMatchObject({ next: null, events: [{ streamId: 'draft-rare', type: 'DraftCreated', version: 1 }] });
  });

  it('stops a type scan at limit matches, next at the last one', async () => {
    const events = new MemoryEventStore();
    for (const id of ['a', 'b', 'c']) await events.append(`draft-${id}`, [{ type: 'DraftCreated', data: { id } }, ...filler(3)], 'no-stream');
    const first = await readEventLog(events, { type: 'DraftCreated', after: 0, limit: 2 });
    expect(first.events.map((event) => event.data)).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(first.next).toBe(first.events[1].position);
    const rest = await readEventLog(events, { type: 'DraftCreated', after: first.next!, limit: 2 });
    expect(rest).toMatchObject({ next: null, events: [{ data: { id: 'c' } }] });
  });

  it("finds with type PointsCorrected the corrections' events too, and keeps one correction on one page", async () => {
    const events = new MemoryEventStore();
    const correction = { correctionId: 'c1' };
    await events.append('points-a', [{ type: 'PointsEntered', data: { n: 1 } }], 'no-stream');
    await events.append('points-b', [{ type: 'PointsCorrected', data: { n: 2 } }], 'no-stream');
    await events.append('points-a', [{ type: 'PointsRemoved', data: { n: 3 }, metadata: correction }], 1);
    await events.append('draft-x', [{ type: 'DraftCreated', data: {} }], 'no-stream');
    await events.append('points-c', [{ type: 'PointsEntered', data: { n: 4 }, metadata: correction }], 'no-stream');
    await events.append('points-d', [{ type: 'PointsEntered', data: { n: 5 } }], 'no-stream');
    const first = await readEventLog(events, { type: 'PointsCorrected', after: 0, limit: 2 });
    expect(first.events.map((event) => [event.data, event.correctionId])).toEqual([
      [{ n: 2 }, undefined],
      [{ n: 3 }, 'c1'],
      [{ n: 4 }, 'c1'],
    ]);
    expect(await readEventLog(events, { type: 'PointsCorrected', after: first.next ?? first.events.at(-1)!.position, limit: 2 })).toEqual({
      events: [],
      next: null,
    });
    expect((await readEventLog(events, { stream: 'points-a', type: 'PointsCorrected', after: 0, limit: 5 })).events.map((event) => event.type)).toEqual([
      'PointsRemoved',
    ]);
    expect((await readEventLog(events, { type: 'PointsEntered', after: 0, limit: 5 })).events.map((event) => event.data)).toEqual([
      { n: 1 },
      { n: 4 },
      { n: 5 },
    ]);
  });
});
