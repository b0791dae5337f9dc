import type { RecordedEvent } from '@reality-draft/kernel';
import { canReadCatalogTopic, catalogTopics } from './catalogTopics';

const recorded = (streamId: string) => ({ streamId, type: 'X', data: {} }) as unknown as RecordedEvent;

describe('catalog push topics', () => {
  it('names the catalog topic for cast events only', () => {
    expect(catalogTopics(recorded('cast-survivor'))).toEqual(['catalog']);
    expect(catalogTopics(recorded('draft-123'))).toEqual([]);
  });

  it('lets anyone signed in follow the catalog topic, and knows no other', () => {
    expect(canReadCatalogTopic('catalog')).toBe(true);
    expect(canReadCatalogTopic('drafts')).toBeUndefined();
    expect(canReadCatalogTopic('catalog:x')).toBeUndefined();
  });
});
