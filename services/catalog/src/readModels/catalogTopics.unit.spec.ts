import type { RecordedEvent } from '@reality-draft/kernel';
import { canReadCatalogTopic, catalogTopics } from './catalogTopics';

const recorded = (streamId: string, type: string, data: unknown = {}): RecordedEvent => ({
  eventId: 'e1',
  streamId,
  version: 1,
  position: 1,
  recordedAt: '',
  metadata: {},
  type,
  data,
});

describe('catalog push topics', () => {
  it('names the catalog topic for cast events only', () => {
    expect(catalogTopics(recorded('cast-survivor', 'CastMemberEliminated'))).toEqual(['catalog']);
    expect(catalogTopics(recorded('cast-survivor', 'CastSeeded'))).toEqual(['catalog']);
    expect(catalogTopics(recorded('draft-123', 'DraftCreated'))).toEqual([]);
    expect(catalogTopics(recorded('unique-email-x', 'UniqueKeyClaimed'))).toEqual([]);
  });

  it('lets anyone signed in follow the catalog topic, and knows no other', () => {
    expect(canReadCatalogTopic('catalog')).toBe(true);
    expect(canReadCatalogTopic('drafts')).toBeUndefined();
    expect(canReadCatalogTopic('catalog:x')).toBeUndefined();
  });
});
