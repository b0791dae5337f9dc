import type { DraftedItemPoints, PlayerPoints } from '@reality-draft/events';
import { sampleContestant } from '@reality-draft/events/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { DraftedItemCard, type OwnItem } from './DraftedItemCards';
import { DraftedItemRow } from './DraftedItemRow';
import { ReplacementList } from './ReplacementList';

const draft: PlayerPoints['drafts'][number] = {
  draftId: 'd1',
  joinCode: 'ABC123',
  showType: 'big_brother',
  name: null,
  status: 'completed',
  items: [],
  draftPoints: 0,
};
const item = (over: Partial<DraftedItemPoints> = {}): DraftedItemPoints => ({
  itemId: 'c3',
  label: 'Guest 3',
  kind: 'contestant',
  pickNumber: 2,
  round: 1,
  isActive: true,
  totalPoints: 4,
  byPeriod: {},
  ...over,
});
const card = (entry: OwnItem, eliminatedIn: number | null, watchedThrough?: number | null) =>
  renderToStaticMarkup(
    <DraftedItemCard
      entry={entry}
      showType="big_brother"
      watchedThrough={watchedThrough}
      facts={new Map([['c3', sampleContestant(3, { showType: 'big_brother', isActive: !eliminatedIn, eliminatedIn })]])}
    />,
  );

describe("a player's drafted card", () => {
  it('greys a member out of the game with the show’s label and says when it went out', () => {
    const html = card({ item: item({ isActive: false }), draft }, 3);
    expect(html).toContain('EVICTED');
    expect(html).toContain('Evicted in episode 3');
    expect(html).toContain('grayscale');
  });

  it('hides an eviction after the episode the player has watched through behind a tap (the points answer keeps the member in)', () => {
    const html = card({ item: item({ isActive: true }), draft }, 2, 1);
    expect(html).toContain('Out later in the season - tap to reveal');
    expect(html).not.toContain('EVICTED');
    expect(html).not.toContain('Evicted in');
    expect(html).not.toContain('grayscale');
  });

  it('shows the eviction to a player who has watched that episode', () => {
    const html = card({ item: item({ isActive: false }), draft }, 2, 2);
    expect(html).toContain('EVICTED');
    expect(html).toContain('Evicted in episode 2');
    expect(html).not.toContain('Out later in the season');
  });

  it('has no label while the member is in', () => {
    const html = card({ item: item(), draft }, null);
    expect(html).not.toContain('EVICTED');
    expect(html).not.toContain('Evicted in');
  });
});

describe('a pick that joined or left the roster (docs/league.md#rosters)', () => {
  it('says since when a replacement scores for the player', () => {
    const html = card({ item: item({ heldFrom: 2 }), draft }, null);
    expect(html).toContain('From episode 2');
    expect(html).not.toContain('border-dashed');
  });

  it('mutes a former pick and says until when, keeping its points', () => {
    const html = card({ item: item({ isActive: false, heldThrough: 1, totalPoints: 3 }), draft }, 1);
    expect(html).toContain('Until episode 1');
    expect(html).toContain('border-dashed');
    expect(html).toContain('grayscale');
    expect(html).toContain('>3</p>');
  });

  it('says the same in a row of the breakdown and a tile of Your Teams', () => {
    const row = (over: Partial<DraftedItemPoints>, layout: 'list' | 'tile') =>
      renderToStaticMarkup(<DraftedItemRow item={item(over)} member={undefined} showType="survivor" layout={layout} />);
    expect(row({ heldThrough: 2 }, 'list')).toContain('until episode 2');
    expect(row({ heldThrough: 2 }, 'list')).toContain('bg-slate-50');
    expect(row({ heldFrom: 3 }, 'tile')).toContain('from episode 3');
    expect(row({ heldFrom: 3 }, 'tile')).not.toContain('bg-slate-50');
    expect(row({}, 'list')).not.toContain('episode');
  });
});

describe('the breakdown’s replacements', () => {
  it('lists each won claim with its cost, and nothing without one', () => {
    const html = renderToStaticMarkup(
      <ReplacementList
        summary={{ lines: [{ key: 'r1', periodLabel: 'Episode 2', text: 'Kim for Lou', points: -2, pointsText: '−2', league: null }], points: -2 }}
      />,
    );
    expect(html).toContain('Replacements');
    expect(html).toContain('1 replacement: −2 pts.');
    expect(html).toContain('Episode 2:');
    expect(html).toContain('Kim for Lou');
    expect(html).toContain('−2');
    expect(renderToStaticMarkup(<ReplacementList summary={{ lines: [], points: 0 }} />)).toBe('');
  });
});
