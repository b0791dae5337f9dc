import { renderToStaticMarkup } from 'react-dom/server';
import type { DraftHistoryEvent } from '@reality-draft/events';
import { aParticipant } from '../../../../test/endOfDraftFixtures';
import { momentText, replayMoments } from '../model/replayTimeline';
import { ReplayTimeline } from './ReplayTimeline';

const at = '2026-11-27T20:00:00.000Z';
const PEOPLE = [aParticipant('ann', 1, 'Ann'), aParticipant('ben', 2, 'Ben'), aParticipant('cy', 3, 'Cy')];
const ORDER = ['ann', 'ben', 'cy', 'cy', 'ben', 'ann', 'ann', 'ben', 'cy'];

function history(): DraftHistoryEvent[] {
  const events: Omit<DraftHistoryEvent, 'version' | 'at'>[] = [
    {
      type: 'DraftCreated',
      data: { draftId: 'd1', adminId: 'a', joinCode: '123456', showType: 'amazing_race', draftDate: '2026-11-27', turnTimeLimit: 60, createdAt: at },
    },
    ...ORDER.slice(0, 3).map((playerId) => ({ type: 'PlayerJoinedDraft' as const, data: { draftId: 'd1', playerId, joinedAt: at } })),
    { type: 'DraftStarted', data: { draftId: 'd1', order: ['ann', 'ben', 'cy'], startedBy: 'a', startedAt: at } },
    ...ORDER.map((playerId, index) => ({
      type: 'PickMade' as const,
      data: {
        draftId: 'd1',
        pickNumber: index + 1,
        round: Math.ceil((index + 1) / 3),
        playerId,
        itemId: `t${index + 1}`,
        label: `Team ${index === 4 ? 3 : index + 1}`,
        auto: false,
        source: 'player' as const,
        pickedAt: at,
      },
    })),
  ];
  return events.map((event, index) => ({ ...event, version: index + 1, at }) as DraftHistoryEvent);
}

function render(index: number) {
  const moments = replayMoments(history());
  const text = momentText(moments[index], PEOPLE);
  return renderToStaticMarkup(<ReplayTimeline moments={moments} index={index} valueText={text} onSeek={() => undefined} />);
}

describe('the replay timeline slider', () => {
  it('is a focusable slider whose spoken value names the pick: "Pick 5 of 9: Ben took Team 3"', () => {
    const html = render(9);
    expect(html).toContain('role="slider"');
    expect(html).toContain('tabindex="0"');
    expect(html).toContain('aria-label="Replay timeline"');
    expect(html).toContain('aria-valuetext="Pick 5 of 9: Ben took Team 3"');
    expect(html).toMatch(/aria-valuemin="1".*aria-valuemax="14".*aria-valuenow="10"/);
  });

  it('speaks the moments between picks too, and marks each pick on its track', () => {
    expect(render(4)).toContain('aria-valuetext="Draft started: Ann picks first"');
    expect(render(1)).toContain('aria-valuetext="Ann joined"');
    expect(render(0).match(/aria-hidden="true" class="absolute top-1\/2 h-3/g)).toHaveLength(9);
  });
});
