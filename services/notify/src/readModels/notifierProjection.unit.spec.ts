import type { DraftEvent } from '@reality-draft/events';
import { NedbDocumentStore, projectionContext, type RecordedEvent } from '@reality-draft/kernel';
import type { Notice } from '../notices/draftNotices';
import { notifierProjection } from './notifierProjection';

const draftId = 'd1';
const T0 = Date.parse('2026-12-02T20:00:00Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();

const log: DraftEvent[] = [
  {
    type: 'DraftCreated',
    data: { draftId, adminId: 'admin', joinCode: '349748', showType: 'survivor', draftDate: '2026-12-02', turnTimeLimit: 60, createdAt: at(-60) },
  },
  { type: 'PlayerJoinedDraft', data: { draftId, playerId: 'ann', joinedAt: at(-30) } },
  { type: 'PlayerJoinedDraft', data: { draftId, playerId: 'ben', joinedAt: at(-30) } },
  { type: 'DraftStarted', data: { draftId, order: ['ann', 'ben'], startedBy: 'admin', startedAt: at(0) } },
  {
    type: 'PickMade',
    data: {
      draftId,
      pickNumber: 1,
      round: 1,
      playerId: 'ann',
      itemId: 'c1',
      label: 'Harlan',
      auto: false,
      source: 'player',
      fromQueue: false,
      pickedAt: at(2),
    },
  },
];
const recorded = (event: DraftEvent, n: number, recordedAt: string): RecordedEvent => ({
  ...event,
  eventId: `e${n}`,
  streamId: `draft-${draftId}`,
  version: n + 1,
  position: n + 1,
  recordedAt,
  metadata: {},
});

function notifier(nowSeconds: number) {
  const sent: Notice[] = [];
  const projection = notifierProjection({ send: (notice) => sent.push(notice), scheduled: () => undefined, now: () => T0 + nowSeconds * 1000 });
  const docs = new NedbDocumentStore();
  const apply = (event: RecordedEvent) => projection.apply(event, projectionContext(docs, event));
  return { sent, apply };
}
const kinds = (notices: Notice[]) =>
  notices.map((notice) => `${notice.playerId}:${notice.payload.type}:${'pickNumber' in notice.payload ? notice.payload.pickNumber : ''}`);

describe('the notifier projection', () => {
  it('queues each event’s pushes once, even when the event is applied again', async () => {
    const { sent, apply } = notifier(2);
    for (const [n, event] of log.entries()) await apply(recorded(event, n, at(n === 4 ? 2 : 0)));
    await apply(recorded(log[4], 4, at(2)));
    expect(kinds(sent)).toEqual(['ann:draft-started:', 'ben:draft-started:', 'ann:your-turn:1', 'ben:up-next:2', 'ben:your-turn:2']);
  });

  it('drops a turn’s push once a later turn has begun (a catch-up’s burst), keeping the one now due (two players: pick 3 is the same player’s, so no up-next)', async () => {
    const { sent, apply } = notifier(3);
    for (const [n, event] of log.entries()) await apply(recorded(event, n, at(0)));
    const due = (kind: string) => sent.find((notice) => kinds([notice])[0] === kind)!.stillDue!();
    expect(due('ann:your-turn:1')).toBe(false);
    expect(due('ben:up-next:2')).toBe(false);
    expect(due('ben:your-turn:2')).toBe(true);
  });

  it('pushes nothing for events recorded over a minute ago (a restart’s catch-up, a rebuild)', async () => {
    const { sent, apply } = notifier(61);
    for (const [n, event] of log.entries()) await apply(recorded(event, n, at(0)));
    expect(sent).toEqual([]);
  });
});
