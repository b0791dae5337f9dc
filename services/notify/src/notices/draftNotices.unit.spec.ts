import { evolveDraft, initialDraftState, type DraftEvent, type DraftState, type PickSource } from '@reality-draft/events';
import { pickMade } from '@reality-draft/events/testing';
import { draftNotices, type Notice } from './draftNotices';

const T0 = Date.parse('2026-12-02T20:00:00Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();
const draftId = 'd1';
const [ann, ben, cat] = ['ann', 'ben', 'cat'];

const created: DraftEvent = {
  type: 'DraftCreated',
  data: { draftId, adminId: 'admin', joinCode: '349748', showType: 'big_brother', draftDate: '2026-12-02', turnTimeLimit: 60, createdAt: at(-100) },
};
const joined = (playerId: string): DraftEvent => ({ type: 'PlayerJoinedDraft', data: { draftId, playerId, joinedAt: at(-50) } });
const started: DraftEvent = { type: 'DraftStarted', data: { draftId, order: [ann, ben, cat], startedBy: 'admin', startedAt: at(0) } };
const pick = (pickNumber: number, playerId: string, source: PickSource, seconds: number): DraftEvent =>
  pickMade({ draftId, pickNumber, playerId, source, label: `Harlan ${pickNumber}`, pickedAt: at(seconds) });

/** The notices of the last event, after folding the ones before it; `now` seconds after the start. */
function noticesOf(events: DraftEvent[], now: number): Notice[] {
  const state = events.reduce<DraftState>(evolveDraft, initialDraftState());
  return draftNotices(state, events.at(-1)!, T0 + now * 1000);
}
const summary = (notices: Notice[]) => notices.map(({ playerId, payload }) => `${playerId}:${payload.type}`);
const before = [created, joined(ann), joined(ben), joined(cat)];

describe('which pushes a draft event gives', () => {
  it('the start: draft-started to each player, your-turn to the first, up-next to the second', () => {
    const notices = noticesOf([...before, started], 0.4);
    expect(summary(notices)).toEqual(['ann:draft-started', 'ben:draft-started', 'cat:draft-started', 'ann:your-turn', 'ben:up-next']);
    expect(notices[3].payload).toEqual({
      type: 'your-turn',
      draftId,
      url: '/draft/d1',
      title: 'Big Brother #349748',
      body: "You're on the clock: pick 1, 1:00 left",
      tag: 'your-turn:d1',
      pickNumber: 1,
      secondsLeft: 60,
    });
    expect(notices[4].payload).toMatchObject({ body: "You're up next: pick 2", pickNumber: 2 });
  });

  it('a pick: your-turn to the next player with the seconds left now, up-next to the one after; none when the snake turns', () => {
    expect(summary(noticesOf([...before, started, pick(1, ann, 'player', 5)], 7))).toEqual(['ben:your-turn', 'cat:up-next']);
    expect(noticesOf([...before, started, pick(1, ann, 'player', 5)], 7)[0].payload).toMatchObject({ pickNumber: 2, secondsLeft: 58 });
    // cat picks 3 and 4 in a row: no up-next to themselves.
    expect(summary(noticesOf([...before, started, pick(1, ann, 'player', 5), pick(2, ben, 'player', 9)], 10))).toEqual(['cat:your-turn']);
  });

  it('a pick the timer, a bot or auto-pick made: auto-picked to its player with the item; not for their own or the commissioner’s pick', () => {
    const timed = noticesOf([...before, started, pick(1, ann, 'timer', 62)], 62.2);
    expect(summary(timed)).toEqual(['ann:auto-picked', 'ben:your-turn', 'cat:up-next']);
    expect(timed[0].payload).toMatchObject({ pickNumber: 1, itemLabel: 'Harlan 1', body: 'Pick 1 was made for you: Harlan 1', url: '/draft/d1' });
    expect(summary(noticesOf([...before, started, pick(1, ann, 'autopick', 0)], 0.1))[0]).toBe('ann:auto-picked');
    expect(summary(noticesOf([...before, started, pick(1, ann, 'commissioner', 3)], 3.1))).toEqual(['ben:your-turn', 'cat:up-next']);
  });

  it('no your-turn for a player whose auto-pick takes the turn at once, nor up-next for one on auto-pick', () => {
    const autoOn: DraftEvent = { type: 'AutoPickSet', data: { draftId, playerId: ben, on: true, reason: 'player', setAt: at(-10) } };
    expect(summary(noticesOf([...before, autoOn, started], 0.1))).toEqual(['ann:draft-started', 'ben:draft-started', 'cat:draft-started', 'ann:your-turn']);
    expect(summary(noticesOf([...before, autoOn, started, pick(1, ann, 'player', 2)], 2.1))).toEqual(['cat:up-next']);
  });

  it('auto-pick switched on by two timeouts: auto-pick-on to that player; not when they switch it themselves', () => {
    const byTimeouts: DraftEvent = { type: 'AutoPickSet', data: { draftId, playerId: ann, on: true, reason: 'timeouts', setAt: at(130) } };
    const notices = noticesOf([...before, started, byTimeouts], 130);
    expect(summary(notices)).toEqual(['ann:auto-pick-on']);
    expect(notices[0].payload.body).toBe('Auto-pick is on for you: two turns timed out. Open the room to turn it off');
    const byPlayer: DraftEvent = { type: 'AutoPickSet', data: { draftId, playerId: ann, on: true, reason: 'player', setAt: at(130) } };
    expect(noticesOf([...before, started, byPlayer], 130)).toEqual([]);
  });

  it('an undo or a reset puts a turn on the clock again; a pause, a turn run out, joins and a deleted draft push nothing', () => {
    const undone: DraftEvent = { type: 'PickUndone', data: { draftId, pickNumber: 1, itemId: 'c1', playerId: ann, undoneBy: 'admin', undoneAt: at(20) } };
    expect(summary(noticesOf([...before, started, pick(1, ann, 'player', 5), undone], 20))).toEqual(['ann:your-turn', 'ben:up-next']);
    const reset: DraftEvent = { type: 'DraftReset', data: { draftId, resetBy: 'admin', resetAt: at(30) } };
    expect(summary(noticesOf([...before, started, pick(1, ann, 'player', 5), reset], 30))).toEqual(['ann:your-turn', 'ben:up-next']);
    const paused: DraftEvent = { type: 'DraftPaused', data: { draftId, pausedBy: 'admin', pausedAt: at(3), remainingMs: 57_000 } };
    expect(noticesOf([...before, started, paused], 3)).toEqual([]);
    expect(noticesOf(before, 0)).toEqual([]);
    // A pick whose next turn has already run out by now (a late catch-up): no your-turn.
    expect(summary(noticesOf([...before, started, pick(1, ann, 'player', 5)], 70))).toEqual(['cat:up-next']);
    const deleted: DraftEvent = { type: 'DraftDeleted', data: { draftId, deletedBy: 'admin', deletedAt: at(1) } };
    expect(noticesOf([...before, started, deleted], 1)).toEqual([]);
  });
});
