import type { ChatMessage } from '@reality-draft/events';
import { lastSeenSeq, markSeen, timeline, unreadCount, withRoomLines } from './chatUnread';

const message = (seq: number, authorId = 'a', removed = false): ChatMessage => ({
  id: `m${seq}`,
  seq,
  authorId,
  authorName: 'A',
  text: removed ? '' : `Text ${seq}`,
  spoiler: false,
  at: '2026-12-04T20:00:00.000Z',
  reactions: {},
  mine: [],
  removed,
});

describe('chat unread', () => {
  it('counts the newer messages of others that still stand', () => {
    expect(unreadCount([message(5), message(4, 'me'), message(3, 'b', true), message(2)], 1, 'me')).toBe(2);
    expect(unreadCount([message(5)], 5, 'me')).toBe(0);
  });

  it('remembers the furthest message each person saw per league, never going back', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(lastSeenSeq('d1', 'ann', storage)).toBeNull();
    markSeen('d1', 'ann', 0, storage);
    expect(lastSeenSeq('d1', 'ann', storage)).toBe(0);
    markSeen('d1', 'ann', 7, storage);
    markSeen('d1', 'ann', 3, storage);
    expect(lastSeenSeq('d1', 'ann', storage)).toBe(7);
    expect(lastSeenSeq('d1', 'bo', storage)).toBeNull();
    expect(lastSeenSeq('d2', 'ann', storage)).toBeNull();
  });

  it('puts the room’s lines between the messages by time, and none from before the oldest page read', () => {
    const first = { ...message(1), at: '2026-12-04T20:00:00.000Z' };
    const second = { ...message(2), at: '2026-12-04T20:05:00.000Z' };
    const lines = [
      { key: 'r0', at: '2026-12-04T19:00:00.000Z', text: 'The draft has started' },
      { key: 'r1', at: '2026-12-04T20:01:00.000Z', text: 'Pick 1 - Ann took Team 3' },
    ];
    const keys = (entries: ReturnType<typeof withRoomLines>) => entries.map((entry) => (entry.kind === 'room' ? entry.line.key : entry.message.id));
    expect(keys(withRoomLines([first, second], lines, false))).toEqual(['m1', 'r1', 'm2']);
    expect(keys(withRoomLines([first, second], lines, true))).toEqual(['r0', 'm1', 'r1', 'm2']);
    expect(keys(withRoomLines([], lines, true))).toEqual(['r0', 'r1']);
  });

  it('lays older pages and the newest page out oldest first, each message once', () => {
    expect(timeline([message(4), message(3)], [message(3), message(2)]).map((m) => m.seq)).toEqual([2, 3, 4]);
  });
});
