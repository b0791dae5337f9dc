import { TopicIndex, type Follower } from './topicIndex';

const stream = (person: string, ...topics: string[]): Follower => ({ person, topics: new Set(topics) });
const sorted = (values: Iterable<unknown>) => [...values].map(String).sort();

describe('TopicIndex: open streams by topic', () => {
  it('finds the streams of a topic, and only those', () => {
    const index = new TopicIndex<Follower>();
    const [ann, ben, cat] = [stream('ann', 'draft:a', 'drafts'), stream('ben', 'draft:a'), stream('cat', 'draft:b')];
    [ann, ben, cat].forEach((s) => index.add(s));
    expect(new Set(index.followersOf('draft:a'))).toEqual(new Set([ann, ben]));
    expect([...index.followersOf('draft:b')]).toEqual([cat]);
    expect([...index.followersOf('draft:none')]).toEqual([]);
    expect(index.size).toBe(3);
  });

  it('reaches each stream once for several changed topics, naming the ones it follows', () => {
    const index = new TopicIndex<Follower>();
    const [ann, ben] = [stream('ann', 'draft:a', 'drafts'), stream('ben', 'draft:b')];
    [ann, ben].forEach((s) => index.add(s));
    const reached = index.followersOfAny(['drafts', 'draft:a', 'draft:c']);
    expect([...reached.keys()]).toEqual([ann]);
    expect(reached.get(ann)).toEqual(['drafts', 'draft:a']);
  });

  it('counts a person once on a topic however many streams they hold, until the last one closes', () => {
    const index = new TopicIndex<Follower>();
    const [tab1, tab2, ben] = [stream('ann', 'draft:a'), stream('ann', 'draft:a'), stream('ben', 'draft:a')];
    [tab1, tab2, ben].forEach((s) => index.add(s));
    expect(sorted(index.peopleOn('draft:a'))).toEqual(['ann', 'ben']);
    index.delete(tab1);
    expect(sorted(index.peopleOn('draft:a'))).toEqual(['ann', 'ben']);
    index.delete(tab2);
    expect(index.peopleOn('draft:a')).toEqual(['ben']);
    index.delete(ben);
    expect(index.peopleOn('draft:a')).toEqual([]);
  });

  it('forgets a removed stream everywhere; removing or adding twice changes nothing', () => {
    const index = new TopicIndex<Follower>();
    const ann = stream('ann', 'draft:a', 'drafts');
    index.add(ann);
    index.add(ann);
    expect(index.size).toBe(1);
    expect(sorted(index.peopleOn('draft:a'))).toEqual(['ann']);
    expect(index.delete(ann)).toBe(true);
    expect(index.delete(ann)).toBe(false);
    expect(index.size).toBe(0);
    expect([...index.all()]).toEqual([]);
    expect([...index.followersOf('drafts')]).toEqual([]);
    expect(index.followersOfAny(['draft:a', 'drafts']).size).toBe(0);
  });
});
