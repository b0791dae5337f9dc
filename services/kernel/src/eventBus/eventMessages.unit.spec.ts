import type { RecordedEvent } from '../eventStore/eventStore';
import { messageOf, relayBatches, topicOf } from './eventMessages';

const recorded = (position: number, streamId: string, size = 10): RecordedEvent => ({
  eventId: `id-${position}`,
  streamId,
  version: 1,
  position,
  type: 'Happened',
  data: { text: 'x'.repeat(size) },
  metadata: {},
  recordedAt: '2026-01-01T00:00:00.000Z',
});
const bytesOf = (event: RecordedEvent) => {
  const { key, value, headers } = messageOf(event);
  return [key, value, ...Object.entries(headers).flat()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
};

describe('topicOf', () => {
  it('is the prefix and the stream id up to its first dash', () => {
    expect(topicOf('reality-draft.', 'draft-3f2a-b')).toBe('reality-draft.draft');
    expect(topicOf('p.', 'unique-username-bob')).toBe('p.unique');
  });

  it('takes a whole stream id without a dash, and makes any stream id a legal topic', () => {
    expect(topicOf('p.', 'catalog')).toBe('p.catalog');
    expect(topicOf('p.', 'wé ird/x.y-1')).toBe('p.w__ird_x_y');
    expect(topicOf('p.', '-abc')).toBe('p._');
    expect(topicOf('p.', '')).toBe('p._');
    expect(topicOf('p.', 'a'.repeat(300))).toHaveLength(102);
  });
});

describe('relayBatches', () => {
  it('groups a page by topic, keeping log order within each topic', () => {
    const events = [recorded(3, 'draft-a'), recorded(7, 'account-b'), recorded(8, 'draft-c'), recorded(9, 'draft-a')];
    const [batch, ...rest] = relayBatches(events, 't.', 1 << 20);
    expect(rest).toEqual([]);
    expect(batch.lastPosition).toBe(9);
    expect(batch.topics.map(({ topic, messages }) => [topic, messages.map((m) => m.headers['event-id'])])).toEqual([
      ['t.draft', ['id-3', 'id-8', 'id-9']],
      ['t.account', ['id-7']],
    ]);
  });

  it('cuts a page into batches no larger than maxBytes, a larger event going alone', () => {
    const events = [recorded(1, 'd-a'), recorded(2, 'd-a'), recorded(3, 'd-a'), recorded(4, 'd-a', 5000), recorded(5, 'd-a')];
    const two = bytesOf(events[0]) * 2;
    const batches = relayBatches(events, 't.', two);
    expect(batches.map((b) => [b.lastPosition, b.topics[0].messages.length])).toEqual([
      [2, 2],
      [3, 1],
      [4, 1],
      [5, 1],
    ]);
  });

  it('makes no batch of an empty page', () => {
    expect(relayBatches([], 't.', 100)).toEqual([]);
  });
});
