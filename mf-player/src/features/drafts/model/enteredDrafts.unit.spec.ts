import { sampleDraftSummary as aDraft } from '@reality-draft/kit/testing';
import { draftToEnter, ENTERED_DRAFTS_KEY, readEnteredDrafts, rememberEnteredDraft } from './enteredDrafts';

function memoryStore(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('drafts entered from the dashboard', () => {
  it('remembers the drafts the player was sent into', () => {
    const store = memoryStore();
    rememberEnteredDraft(store, 'd1');
    rememberEnteredDraft(store, 'd2');
    rememberEnteredDraft(store, 'd1');
    expect([...readEnteredDrafts(store)]).toEqual(['d1', 'd2']);
  });

  it('ignores unreadable or missing storage', () => {
    expect(readEnteredDrafts(memoryStore({ [ENTERED_DRAFTS_KEY]: '{oops' })).size).toBe(0);
    expect(readEnteredDrafts(memoryStore({ [ENTERED_DRAFTS_KEY]: '{"a":1}' })).size).toBe(0);
    expect(readEnteredDrafts(undefined).size).toBe(0);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => rememberEnteredDraft(refusing, 'd1')).not.toThrow();
  });

  it('picks the first live draft not entered yet', () => {
    const drafts = [aDraft({ id: 'p' }), aDraft({ id: 'a1', status: 'active' }), aDraft({ id: 'a2', status: 'active' })];
    expect(draftToEnter(drafts, new Set())?.id).toBe('a1');
    expect(draftToEnter(drafts, new Set(['a1']))?.id).toBe('a2');
    expect(draftToEnter(drafts, new Set(['a1', 'a2']))).toBeNull();
    expect(draftToEnter([aDraft({ status: 'completed' })], new Set())).toBeNull();
    expect(draftToEnter(undefined, new Set())).toBeNull();
  });
});
