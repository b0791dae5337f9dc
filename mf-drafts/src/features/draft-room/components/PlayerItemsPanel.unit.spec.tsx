import type { DraftDetail, Pick, Team } from '@reality-draft/events';
import { sampleTeam } from '@reality-draft/events/testing';
import { sampleDraftSummary } from '@reality-draft/kit/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { roomItems } from '../model/roomItems';
import { PlayerItemsPanel } from './PlayerItemsPanel';

const team = (n: number) => sampleTeam(n, { memberNames: `Ann ${n} & Bo ${n}` });

const pickOf = (item: Team): Pick => ({
  id: `pick-${item.id}`,
  draftId: 'd1',
  pickNumber: 1,
  round: 1,
  playerId: 'you',
  userId: 'you',
  assignedToPlayerId: 'you',
  assignedToUserId: 'you',
  isAutoPick: false,
  source: 'player',
  pickedAt: '2026-03-12T10:00:00Z',
  secondsOnClock: null,
  teamId: item.id,
  team: item,
  label: item.memberNames,
});

const draft: DraftDetail = {
  ...sampleDraftSummary({ showType: 'amazing_race', status: 'active' }),
  currentTurn: 2,
  currentRound: 1,
  currentPlayerId: 'me',
  turnStartTime: '2026-03-12T10:00:00Z',
  paused: false,
  pausedSecondsLeft: null,
  phaseOneOrder: ['you', 'me'],
  serverTime: '2026-03-12T10:00:05Z',
  version: 12,
  startsAt: null,
};

function render(watchedThrough?: number | null) {
  const items = roomItems([team(1), sampleTeam(3, { memberNames: 'Ann 3 & Bo 3', isActive: false, eliminatedIn: 2 })], [pickOf(team(2))], true);
  return renderToStaticMarkup(
    <PlayerItemsPanel
      draft={draft}
      myId="me"
      items={items}
      loading={false}
      picking={{ pick: async () => true, pickingId: null, isPicking: false }}
      queue={null}
      pickerName={(id) => (id === 'you' ? 'Sam' : 'Me')}
      watchedThrough={watchedThrough}
      onPicked={() => undefined}
    />,
  );
}

describe('the player room grid', () => {
  it('names each Pick button for its item while it reads "Pick"', () => {
    const html = render();
    expect(html).toContain('aria-label="Pick Team 1: Ann 1 &amp; Bo 1"');
    expect(html).toContain('aria-label="Pick Team 3: Ann 3 &amp; Bo 3"');
    expect(html.match(/>Pick<\/button>/g)).toHaveLength(2);
  });

  it('hides an elimination after the week the player has watched through behind a tap, and shows it once they have watched it', () => {
    const guarded = render(1);
    expect(guarded).toContain('Out later in the season - tap to reveal');
    expect(guarded).not.toContain('Eliminated');
    const caughtUp = render(2);
    expect(caughtUp).toContain('Eliminated');
    expect(caughtUp).not.toContain('Out later in the season');
    expect(render(null)).toContain('Eliminated');
  });

  it('shows a picked item SELECTED with its picker, in the grid on a wide screen, with Hide picked off', () => {
    const html = render();
    expect(html).toContain('SELECTED');
    expect(html).toContain('by <span class="font-semibold">Sam</span> · Pick 1');
    expect(html).toMatch(/<input[^>]*type="checkbox"(?![^>]*checked)[^>]*\/?>Hide picked \(1\)/);
  });
});
