import type { DraftedItemPoints, PlayerPoints } from '@reality-draft/events';
import { sampleContestant } from '@reality-draft/events/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { DraftedItemCard, type OwnItem } from './DraftedItemCards';

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
