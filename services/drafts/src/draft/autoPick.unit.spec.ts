import { evolveDraft, initialDraftState, type DraftEvent, type PickSource } from '@reality-draft/events';
import { DeciderSpecification } from '@reality-draft/kernel/testing';
import type { DraftCommand } from './commands';
import { draftDecider } from './decide';
import { draftFixtures, tenTeams } from '../../test/draftFixtures';

// docs/drafts.md#auto-pick-for-me
const { at, iso, lobby } = draftFixtures();

const cast = tenTeams();

const started: DraftEvent = { type: 'DraftStarted', data: { draftId: 'd1', order: ['p1', 'p2'], startedBy: 'admin', startedAt: iso(0) } };
const live = [...lobby, started];
const autoPickSet = (playerId: string, on: boolean, reason: 'player' | 'timeouts' = 'player', seconds = 1): DraftEvent => ({
  type: 'AutoPickSet',
  data: { draftId: 'd1', playerId, on, reason, setAt: iso(seconds) },
});
const picked = (pickNumber: number, playerId: string, source: PickSource, seconds: number, itemId = `t${pickNumber}`): DraftEvent => ({
  type: 'PickMade',
  data: {
    draftId: 'd1',
    pickNumber,
    round: Math.ceil(pickNumber / 2),
    playerId,
    itemId,
    label: `Team ${itemId.slice(1)}`,
    auto: source !== 'player' && source !== 'commissioner',
    source,
    fromQueue: false,
    pickedAt: iso(seconds),
  },
});

const given = DeciderSpecification.for(draftDecider);

const setAutoPick = (playerId: string, on: boolean, seconds = 1): DraftCommand => ({ type: 'SetAutoPick', playerId, on, now: at(seconds) });
const serverPick = (source: 'timer' | 'autopick' | 'bot', expectedPickNumber: number, seconds: number, extra: Partial<DraftCommand> = {}): DraftCommand =>
  ({ type: 'MakePick', playerId: null, itemId: null, source, expectedPickNumber, cast, queue: [], now: at(seconds), ...extra }) as DraftCommand;

describe('"Auto-pick for me" (SetAutoPick)', () => {
  it('switches on and off before or during the draft; the same setting again changes nothing', () => {
    expect(given(lobby).when(setAutoPick('p1', true)).events).toEqual([autoPickSet('p1', true)]);
    expect(given(live).when(setAutoPick('p2', true)).events).toEqual([autoPickSet('p2', true)]);
    expect(given([...live, autoPickSet('p2', true)]).when(setAutoPick('p2', true)).events).toEqual([]);
    expect(given([...live, autoPickSet('p2', true)]).when(setAutoPick('p2', false, 2)).events).toEqual([autoPickSet('p2', false, 'player', 2)]);
    expect(given(live).when(setAutoPick('p2', false)).events).toEqual([]);
  });

  it('refuses someone not in the draft (403), an unknown draft (404) and a draft that is over (422)', () => {
    expect(given(live).when(setAutoPick('p9', true)).error?.status).toBe(403);
    expect(given([]).when(setAutoPick('p1', true)).error?.status).toBe(404);
    const done: DraftEvent = { type: 'DraftCompleted', data: { draftId: 'd1', completedAt: iso(9), reason: 'all_picks_made' } };
    expect(given([...live, done]).when(setAutoPick('p1', true, 10)).error?.status).toBe(422);
  });
});

describe('the auto-pick when the turn begins', () => {
  it('picks at once from the queue first, else the best available, skipping eliminated ones; auto, source autopick', () => {
    const on = [...live, autoPickSet('p1', true)];
    expect(given(on).when(serverPick('autopick', 1, 0, { queue: ['t7', 't3'] })).events).toEqual([
      { ...picked(1, 'p1', 'autopick', 0, 't7'), data: { ...picked(1, 'p1', 'autopick', 0, 't7').data, fromQueue: true } },
    ]);
    const eliminatedFirst = cast.map((entry) => (entry.id === 't1' ? { ...entry, isActive: false } : entry));
    expect(given(on).when(serverPick('autopick', 1, 0, { cast: eliminatedFirst })).events[0]).toMatchObject({
      data: { itemId: 't2', auto: true, source: 'autopick', fromQueue: false },
    });
  });

  it('is refused (409) for a player whose auto-pick is off, and for a turn that has moved on', () => {
    expect(given(live).when(serverPick('autopick', 1, 0)).error?.status).toBe(409);
    expect(given([...live, autoPickSet('p1', true), picked(1, 'p1', 'player', 1)]).when(serverPick('autopick', 1, 2)).error?.status).toBe(409);
  });
});

describe('two turns in a row timed out', () => {
  // Snake order of two: p1 picks 1, 4, 5; p2 picks 2, 3, 6.
  const firstTimeout = picked(1, 'p1', 'timer', 62);
  const p2Turns = [picked(2, 'p2', 'player', 70), picked(3, 'p2', 'player', 75)];
  const types = (events: DraftEvent[]) => events.map((event) => event.type);

  it('switch the player’s auto-pick on, in the same decision as the second timer pick', () => {
    const { events } = given([...live, firstTimeout, ...p2Turns]).when(serverPick('timer', 4, 137));
    expect(events).toEqual([picked(4, 'p1', 'timer', 137, 't4'), autoPickSet('p1', true, 'timeouts', 137)]);
    const state = [...live, firstTimeout, ...p2Turns, ...events].reduce(evolveDraft, initialDraftState());
    expect(state.autoPick).toEqual(['p1']);
  });

  it('one timeout does not; a pick of the player’s own in between starts the count again', () => {
    expect(types(given(live).when(serverPick('timer', 1, 62)).events)).toEqual(['PickMade']);
    const own = [...live, firstTimeout, ...p2Turns, picked(4, 'p1', 'player', 80)];
    expect(types(given(own).when(serverPick('timer', 5, 142)).events)).toEqual(['PickMade']);
  });

  it('a player who switched it off after it was switched on for them needs two more timeouts', () => {
    const switchedOn = [picked(4, 'p1', 'timer', 137), autoPickSet('p1', true, 'timeouts', 137), autoPickSet('p1', false, 'player', 138)];
    expect(types(given([...live, firstTimeout, ...p2Turns, ...switchedOn]).when(serverPick('timer', 5, 200)).events)).toEqual(['PickMade']);
  });

  it('a commissioner pick in between leaves the count; the last pick of the draft switches nothing on', () => {
    const commish = picked(4, 'p1', 'commissioner', 80);
    const viaCommish = [...live, firstTimeout, ...p2Turns, { ...commish, data: { ...commish.data, pickedBy: 'admin' } } as DraftEvent];
    expect(types(given(viaCommish).when(serverPick('timer', 5, 142)).events)).toEqual(['PickMade', 'AutoPickSet']);
    const nearEnd = [
      ...live,
      picked(1, 'p1', 'player', 5),
      picked(2, 'p2', 'player', 10),
      picked(3, 'p2', 'timer', 72),
      picked(4, 'p1', 'player', 75),
      picked(5, 'p1', 'player', 80),
    ];
    expect(types(given(nearEnd).when(serverPick('timer', 6, 142)).events)).toEqual(['PickMade', 'DraftCompleted']);
  });
});
