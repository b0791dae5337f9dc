import { mergeTags, RESET_TAGS, tagsForTopic, tagsForTopics, type PushTag } from './topicTags';

describe('topic to tag mapping', () => {
  it('maps each topic of the push contract', () => {
    expect(tagsForTopic('drafts')).toEqual(['Drafts', 'Leaderboard']);
    expect(tagsForTopic('catalog')).toEqual(['Teams', 'Contestants', 'Leaderboard', 'Draft']);
    expect(tagsForTopic('picks')).toEqual(['Picks', 'Leaderboard']);
    expect(tagsForTopic('scoring')).toEqual(['Points', 'Leaderboard']);
    expect(tagsForTopic('minigames')).toEqual(['MiniGames']);
    expect(tagsForTopic('log')).toEqual(['EventLog']);
    expect(tagsForTopic('draft:abc')).toEqual([{ type: 'Draft', id: 'abc' }, 'Drafts', { type: 'PickQueue', id: 'abc' }, { type: 'Presence', id: 'abc' }]);
  });

  it('reads only the lists again when the room is held at the change (a draft event moves neither a queue nor who is present)', () => {
    expect(tagsForTopic('draft:abc', true)).toEqual(['Drafts']);
    expect(tagsForTopics(['draft:1', 'draft:2'], (topic) => topic === 'draft:1')).toEqual([
      'Drafts',
      { type: 'Draft', id: '2' },
      { type: 'PickQueue', id: '2' },
      { type: 'Presence', id: '2' },
    ]);
  });

  it('ignores unknown topics', () => {
    expect(tagsForTopic('draft:')).toEqual([]);
    expect(tagsForTopic('chat:d1')).toEqual([{ type: 'Chat', id: 'd1' }]);
    expect(tagsForTopic('chat:')).toEqual([]);
    expect(tagsForTopic('weather')).toEqual([]);
  });

  it('lists each tag once for several topics', () => {
    expect(tagsForTopics(['drafts', 'draft:1', 'draft:2'])).toEqual([
      'Drafts',
      'Leaderboard',
      { type: 'Draft', id: '1' },
      { type: 'PickQueue', id: '1' },
      { type: 'Presence', id: '1' },
      { type: 'Draft', id: '2' },
      { type: 'PickQueue', id: '2' },
      { type: 'Presence', id: '2' },
    ]);
  });

  it('batches tags without duplicates', () => {
    const batch = new Map<string, PushTag>();
    mergeTags(batch, tagsForTopics(['draft:1']));
    mergeTags(batch, tagsForTopics(['draft:1', 'picks']));
    expect([...batch.values()]).toHaveLength(6);
  });

  it('resets every draft, catalogue and scoring tag', () => {
    expect(RESET_TAGS).toEqual(expect.arrayContaining(['Drafts', 'Draft', 'Teams', 'Contestants', 'Picks', 'PickQueue', 'Points', 'Leaderboard']));
  });
});
