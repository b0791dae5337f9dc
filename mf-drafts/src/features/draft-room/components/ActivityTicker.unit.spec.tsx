import type { DraftActivity } from '@reality-draft/events';
import { renderToStaticMarkup } from 'react-dom/server';
import { PLAYERS } from '../../../../test/endOfDraftFixtures';
import { ActivityTicker } from './ActivityTicker';

const pickLine = (n: number): DraftActivity => ({
  kind: 'pick',
  seq: n,
  at: `2026-11-27T20:00:${String(n).padStart(2, '0')}Z`,
  pickNumber: n,
  playerId: 'ann',
  label: `Item ${n}`,
  source: 'player',
});
const lines = (count: number) => Array.from({ length: count }, (_, index) => pickLine(index + 1));
const render = (props: Partial<Parameters<typeof ActivityTicker>[0]>) =>
  renderToStaticMarkup(<ActivityTicker draftId="d1" activity={lines(12)} participants={PLAYERS} {...props} />);
const listed = (html: string) => [...html.matchAll(/<li[^>]*>.*?<span class="min-w-0 break-words">(.*?)<\/span><\/li>/g)].map((match) => match[1]);

describe('the room’s ticker', () => {
  it('in a live room lists the latest 8 lines and offers no more', () => {
    const html = render({});
    expect(listed(html)).toHaveLength(8);
    expect(listed(html)[0]).toBe('Pick 12 - Ann took Item 12');
    expect(html).not.toContain('Show all');
  });

  it('in a finished room offers every line: Show all, with the list it opens', () => {
    const html = render({ expandable: true });
    expect(listed(html)).toHaveLength(8);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="([^"]+)"[^>]*>Show all 12 lines<\/button>/);
    const [, controls] = html.match(/aria-controls="([^"]+)"/)!;
    expect(html).toContain(`<ol id="${controls}" aria-label="Draft ticker"`);
  });

  it('on a phone a finished room’s short ticker still offers the lines past the first three', () => {
    const html = render({ expandable: true, activity: lines(5) });
    expect(listed(html)).toHaveLength(5);
    expect(html).toMatch(/class="[^"]*lg:hidden[^"]*"><button[^>]*>Show all 5 lines/);
  });

  it('following the Replay, lists the lines of its moment, not the room’s', () => {
    const html = render({ expandable: true, shown: lines(3) });
    expect(listed(html)).toEqual(['Pick 3 - Ann took Item 3', 'Pick 2 - Ann took Item 2', 'Pick 1 - Ann took Item 1']);
    expect(html).toContain('The draft up to the Replay’s moment, newest first');
    expect(render({ expandable: true, shown: [] })).toContain('Nothing had happened in the room yet.');
  });

  it('to a guarded player shows a later elimination as "Out later in the season - tap to reveal"', () => {
    const out: DraftActivity = { kind: 'eliminated', seq: 13, at: '2026-11-27T21:00:00Z', itemId: 't9', label: 'Team 9', period: 4 };
    const activity = [...lines(12), out];
    const guarded = render({ activity, watchedThrough: 3 });
    expect(guarded).not.toContain('Team 9');
    expect(guarded).toContain('Out later in the season - tap to reveal');
    expect(listed(render({ activity, watchedThrough: 4 }))[0]).toBe('Admin eliminated Team 9');
    expect(listed(render({ activity }))[0]).toBe('Admin eliminated Team 9');
  });
});
