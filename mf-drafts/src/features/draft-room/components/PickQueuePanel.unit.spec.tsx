import { sampleContestant } from '@reality-draft/events/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import type { usePickQueue } from '../hooks/usePickQueue';
import { PickQueuePanel } from './PickQueuePanel';

const evicted = sampleContestant(4, { showType: 'big_brother', name: 'Dana Four', isActive: false, eliminatedIn: 2 });
const queue = { itemIds: [evicted.id], isLoading: false, isSaving: false, move: async () => undefined, remove: async () => undefined } as unknown as ReturnType<
  typeof usePickQueue
>;

const panel = (watchedThrough: number | null) =>
  renderToStaticMarkup(<PickQueuePanel showType="big_brother" items={[{ item: evicted, pick: null }]} queue={queue} watchedThrough={watchedThrough} />);

describe("the player's pick queue", () => {
  it('hides an eviction after the episode the player has watched through behind a tap', () => {
    const html = panel(1);
    expect(html).toContain('Out later in the season - tap to reveal');
    expect(html).not.toContain('Evicted');
    expect(html).not.toContain('line-through');
  });

  it('shows the eviction struck through to a player who has watched it', () => {
    const html = panel(null);
    expect(html).toContain('Evicted');
    expect(html).toContain('line-through');
    expect(html).not.toContain('Out later in the season');
  });
});
