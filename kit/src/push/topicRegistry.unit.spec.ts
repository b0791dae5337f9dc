import { createTopicRegistry, normalizeTopics, topicsKey } from './topicRegistry';

describe('topic registry', () => {
  it('keeps the union of every mounted component, each topic once, sorted', () => {
    const registry = createTopicRegistry();
    const room = registry.add(['draft:7', 'catalog']);
    const list = registry.add(['drafts', 'draft:7']);
    expect(registry.union()).toEqual(['catalog', 'draft:7', 'drafts']);
    registry.remove(room);
    expect(registry.union()).toEqual(['draft:7', 'drafts']);
    registry.remove(list);
    expect(registry.union()).toEqual([]);
  });

  it('keeps a topic while any component still follows it', () => {
    const registry = createTopicRegistry();
    const first = registry.add(['drafts']);
    registry.add(['drafts']);
    registry.remove(first);
    expect(registry.union()).toEqual(['drafts']);
  });

  it('caps the union at the server limit', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const registry = createTopicRegistry(2);
    registry.add(['draft:1', 'draft:2', 'draft:3']);
    expect(registry.union()).toHaveLength(2);
    jest.restoreAllMocks();
  });

  it('normalizes topic sets so equal sets have equal keys', () => {
    expect(normalizeTopics([' drafts', '', 'catalog', 'drafts'])).toEqual(['catalog', 'drafts']);
    expect(topicsKey(['b', 'a'])).toBe(topicsKey(['a', 'b', 'a']));
    expect(topicsKey([])).toBe('');
  });
});
