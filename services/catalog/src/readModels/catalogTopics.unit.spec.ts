import { recordedEvent } from '@reality-draft/kernel/testing';
import { canReadCatalogTopic, catalogTopics } from './catalogTopics';

describe('catalog push topics', () => {
  it('names the catalog topic for cast events only', () => {
    expect(catalogTopics(recordedEvent('cast-survivor', 'CastMemberEliminated'))).toEqual(['catalog']);
    expect(catalogTopics(recordedEvent('cast-survivor', 'CastSeeded'))).toEqual(['catalog']);
    expect(catalogTopics(recordedEvent('draft-123', 'DraftCreated'))).toEqual([]);
    expect(catalogTopics(recordedEvent('unique-email-x', 'UniqueKeyClaimed'))).toEqual([]);
  });

  it('lets anyone signed in follow the catalog topic, and knows no other', () => {
    expect(canReadCatalogTopic('catalog')).toBe(true);
    expect(canReadCatalogTopic('drafts')).toBeUndefined();
    expect(canReadCatalogTopic('catalog:x')).toBeUndefined();
  });
});
