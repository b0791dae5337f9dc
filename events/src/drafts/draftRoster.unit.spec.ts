import { evolveRoster, type DraftRoster } from './draftRoster';
import type { DraftEvent } from './events';

const at = '2026-11-21T20:00:00.000Z';
const pending: DraftRoster & { id: string } = { id: 'd1', status: 'pending', participants: [] };
const fold = (events: DraftEvent[]) => events.reduce<(DraftRoster & { id: string }) | null>((draft, event) => draft && evolveRoster(draft, event), pending);

const joined = (playerId: string): DraftEvent => ({ type: 'PlayerJoinedDraft', data: { draftId: 'd1', playerId, joinedAt: at } });
const started: DraftEvent = { type: 'DraftStarted', data: { draftId: 'd1', order: ['p2', 'p1'], startedBy: 'a1', startedAt: at } };
const completed: DraftEvent = { type: 'DraftCompleted', data: { draftId: 'd1', completedAt: at, reason: 'all_picks_made' } };

describe("a followed draft's roster", () => {
  it('gains its players as they join, and takes the draft order when it starts', () => {
    expect(fold([joined('p1'), joined('p2')])).toEqual({ id: 'd1', status: 'pending', participants: ['p1', 'p2'] });
    expect(fold([joined('p1'), joined('p2'), started])).toEqual({ id: 'd1', status: 'active', participants: ['p2', 'p1'] });
  });

  it('is active again when the last pick of a completed draft is undone, or the draft is reset', () => {
    const done = [joined('p1'), joined('p2'), started, completed];
    expect(fold(done)?.status).toBe('completed');
    const undone: DraftEvent = { type: 'PickUndone', data: { draftId: 'd1', pickNumber: 2, itemId: 't2', playerId: 'p1', undoneBy: 'a1', undoneAt: at } };
    expect(fold([...done, undone])?.status).toBe('active');
    const reset: DraftEvent = { type: 'DraftReset', data: { draftId: 'd1', resetBy: 'a1', resetAt: at } };
    expect(fold([...done, reset])?.status).toBe('active');
  });

  it('is gone once the draft is deleted, and unmoved by what does not touch it (a pick)', () => {
    const picked: DraftEvent = {
      type: 'PickMade',
      data: {
        draftId: 'd1',
        pickNumber: 1,
        round: 1,
        playerId: 'p1',
        itemId: 't1',
        label: 'Team 1',
        auto: false,
        source: 'player',
        fromQueue: false,
        pickedAt: at,
      },
    };
    expect(fold([joined('p1'), started, picked])).toEqual(fold([joined('p1'), started]));
    expect(fold([joined('p1'), { type: 'DraftDeleted', data: { draftId: 'd1', deletedBy: 'a1', deletedAt: at } }])).toBeNull();
  });
});
