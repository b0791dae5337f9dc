import { evolveDraft, initialDraftState, type DraftEvent } from '@reality-draft/events';
import { AppError } from '@reality-draft/kernel';
import { DeciderSpecification } from '@reality-draft/kernel/testing';
import type { DraftCommand } from './commands';
import { draftDecider } from './decide';
import { draftFixtures, tenTeams } from '../../test/draftFixtures';

const { at, iso, created, joined } = draftFixtures('2026-11-21T12:00:00.000Z', { joinCode: 'ABC234' });

const cast = tenTeams();

const started = (order = ['p1', 'p2', 'p3']): DraftEvent => ({ type: 'DraftStarted', data: { draftId: 'd1', order, startedBy: 'admin', startedAt: iso(0) } });
const picked = (pickNumber: number, playerId: string, itemId: string, seconds = pickNumber): DraftEvent => ({
  type: 'PickMade',
  data: {
    draftId: 'd1',
    pickNumber,
    round: Math.ceil(pickNumber / 3),
    playerId,
    itemId,
    label: itemId,
    auto: false,
    source: 'player',
    fromQueue: false,
    pickedAt: iso(seconds),
  },
});

const lobby = [created, joined('p1'), joined('p2'), joined('p3')];
const live = [...lobby, started()];

const given = DeciderSpecification.for(draftDecider);

const playerPick = (playerId: string, itemId: string, seconds = 5, extra: Partial<Extract<DraftCommand, { type: 'MakePick' }>> = {}): DraftCommand => ({
  type: 'MakePick',
  playerId,
  itemId,
  source: 'player',
  cast,
  queue: [],
  now: at(seconds),
  ...extra,
});

function expectRefusal(result: { error?: AppError }, status: number, message: RegExp) {
  expect(result.error).toBeInstanceOf(AppError);
  expect(result.error!.status).toBe(status);
  expect(result.error!.message).toMatch(message);
}

describe('creating a draft', () => {
  const create = (extra: Partial<Extract<DraftCommand, { type: 'CreateDraft' }>> = {}): DraftCommand => ({
    type: 'CreateDraft',
    draftId: 'd1',
    adminId: 'admin',
    joinCode: 'ABC234',
    showType: 'amazing_race',
    draftDate: '2026-11-21',
    turnTimeLimit: 60,
    now: at(0),
    ...extra,
  });

  it('records the admin, code, show and turn limit', () => {
    expect(given([]).when(create()).events).toEqual([created]);
  });

  it("records the league's name as typed, trimmed; a blank name is none", () => {
    expect(given([]).when(create({ name: '  Race Night Crew ' })).events).toEqual([{ ...created, data: { ...created.data, name: 'Race Night Crew' } }]);
    expect(given([]).when(create({ name: '   ' })).events).toEqual([created]);
  });

  it('refuses an id that exists', () => {
    expectRefusal(given([created]).when(create({ adminId: 'a', joinCode: 'X', showType: 'survivor', draftDate: 'x' })), 409, /already exists/);
  });
});

describe('joining', () => {
  it('adds a player to a pending draft', () => {
    expect(given([created]).when({ type: 'JoinDraft', playerId: 'p1', now: at(0) }).events).toEqual([joined('p1')]);
  });

  it('is a no-op for a player already in (alreadyJoined)', () => {
    expect(given(live).when({ type: 'JoinDraft', playerId: 'p2', now: at(9) }).events).toEqual([]);
  });

  it('refuses a draft that has started', () => {
    expectRefusal(given(live).when({ type: 'JoinDraft', playerId: 'p9', now: at(9) }), 422, /already started/);
  });

  it('refuses a full draft', () => {
    const full = [created, ...Array.from({ length: 12 }, (_, i) => joined(`p${i}`))];
    expectRefusal(given(full).when({ type: 'JoinDraft', playerId: 'late', now: at(0) }), 422, /full/);
  });

  it('refuses a deleted or unknown draft', () => {
    const deleted: DraftEvent = { type: 'DraftDeleted', data: { draftId: 'd1', deletedBy: 'admin', deletedAt: iso(1) } };
    expectRefusal(given([created, deleted]).when({ type: 'JoinDraft', playerId: 'p1', now: at(2) }), 404, /not found/);
    expectRefusal(given([]).when({ type: 'JoinDraft', playerId: 'p1', now: at(2) }), 404, /not found/);
  });
});

describe('starting', () => {
  /** Always draws 0: Fisher-Yates then turns [p1, p2, p3] into [p2, p3, p1]. */
  const alwaysFirst = { below: () => 0 };
  const startCommand = (adminId = 'admin', entries = cast): DraftCommand => ({ type: 'StartDraft', adminId, random: alwaysFirst, cast: entries, now: at(0) });

  it('draws the order once and records it in the event', () => {
    expect(given(lobby).when(startCommand()).events).toEqual([started(['p2', 'p3', 'p1'])]);
  });

  it('needs at least 2 participants', () => {
    expectRefusal(given([created, joined('p1')]).when(startCommand('admin')), 422, /At least 2 participants/);
  });

  it('needs enough available items for every pick', () => {
    expectRefusal(given(lobby).when(startCommand('admin', cast.slice(0, 8))), 422, /need 9 teams/);
  });

  it('belongs to the owner admin only', () => {
    expectRefusal(given(lobby).when(startCommand('other-admin')), 403, /Only the admin who created/);
  });

  it('cannot start twice', () => {
    expectRefusal(given(live).when(startCommand()), 422, /already started/);
  });
});

describe('picking in snake order', () => {
  it('lets the player on the clock pick', () => {
    const { events } = given(live).when(playerPick('p1', 't4'));
    expect(events).toEqual([
      { type: 'PickMade', data: expect.objectContaining({ pickNumber: 1, round: 1, playerId: 'p1', itemId: 't4', auto: false, source: 'player' }) },
    ]);
  });

  it('refuses an out-of-turn pick', () => {
    expectRefusal(given(live).when(playerPick('p2', 't4')), 409, /not your turn/);
  });

  it('reverses the order in even rounds: the last pick of round 1 picks again first in round 2', () => {
    const round1 = [...live, picked(1, 'p1', 't1'), picked(2, 'p2', 't2'), picked(3, 'p3', 't3')];
    expect(given(round1).when(playerPick('p3', 't4')).events[0].data).toMatchObject({ pickNumber: 4, round: 2, playerId: 'p3' });
    expectRefusal(given(round1).when(playerPick('p1', 't4')), 409, /not your turn/);
  });

  it('refuses a taken item', () => {
    expectRefusal(given([...live, picked(1, 'p1', 't1')]).when(playerPick('p2', 't1')), 409, /already been picked/);
  });

  it('refuses an eliminated item', () => {
    const eliminated = cast.map((entry) => (entry.id === 't5' ? { ...entry, isActive: false } : entry));
    expectRefusal(given(live).when(playerPick('p1', 't5', 5, { cast: eliminated })), 422, /eliminated/);
  });

  it('refuses an item outside the cast', () => {
    expectRefusal(given(live).when(playerPick('p1', 'nope')), 404, /not part of this show/);
  });

  it('refuses someone who is not a participant', () => {
    expectRefusal(given(live).when(playerPick('stranger', 't1')), 403, /not a participant/);
  });

  it('refuses a second pick for a turn that has moved on', () => {
    expectRefusal(given([...live, picked(1, 'p1', 't1')]).when(playerPick('p2', 't2', 5, { expectedPickNumber: 1 })), 409, /already been picked/);
  });

  it('refuses picks before the start', () => {
    expectRefusal(given(lobby).when(playerPick('p1', 't1')), 422, /hasn't started/);
  });

  it('completes after participants x 3 picks and refuses a pick after the last one', () => {
    const order = ['p1', 'p2', 'p3', 'p3', 'p2', 'p1', 'p1', 'p2'];
    const eight = order.map((player, i) => picked(i + 1, player, `t${i + 1}`));
    const { events } = given([...live, ...eight]).when(playerPick('p3', 't9'));
    expect(events.map((e) => e.type)).toEqual(['PickMade', 'DraftCompleted']);
    expect(events[1].data).toMatchObject({ reason: 'all_picks_made' });
    const done = [...live, ...eight, ...events];
    expectRefusal(given(done).when(playerPick('p1', 't10')), 422, /complete/);
  });
});

describe('the turn timer and bots', () => {
  const timerPick = (seconds: number, queue: string[] = []): DraftCommand => ({
    type: 'MakePick',
    playerId: null,
    itemId: null,
    source: 'timer',
    cast,
    queue,
    now: at(seconds),
  });

  it('auto-picks the best-ranked available item once the time and the 2 s grace have passed', () => {
    const { events } = given([...live, picked(1, 'p1', 't1', 0)]).when(timerPick(62));
    expect(events[0].data).toMatchObject({ pickNumber: 2, playerId: 'p2', itemId: 't2', auto: true, source: 'timer', fromQueue: false });
  });

  it('uses the queue first, skipping taken and eliminated items', () => {
    const { events } = given([...live, picked(1, 'p1', 't1', 0)]).when(timerPick(62, ['t1', 't7']));
    expect(events[0].data).toMatchObject({ itemId: 't7', fromQueue: true });
  });

  it('never fires before the turn is due', () => {
    expectRefusal(given(live).when(timerPick(61)), 409, /not run out/);
  });

  it('lets a bot pick 3 s into its turn, not sooner', () => {
    const bot = (seconds: number): DraftCommand => ({ type: 'MakePick', playerId: null, itemId: null, source: 'bot', cast, queue: [], now: at(seconds) });
    expect(given(live).when(bot(3)).events[0].data).toMatchObject({ source: 'bot', auto: true, playerId: 'p1' });
    expectRefusal(given(live).when(bot(2)), 409, /waits/);
  });

  it('ends the draft when nothing is left to pick', () => {
    const none = cast.map((entry) => ({ ...entry, isActive: false }));
    const { events } = given(live).when({ type: 'MakePick', playerId: null, itemId: null, source: 'timer', cast: none, queue: [], now: at(62) });
    expect(events).toEqual([{ type: 'DraftCompleted', data: expect.objectContaining({ reason: 'no_items_left' }) }]);
  });
});

describe('commissioner controls', () => {
  const command = (type: 'PauseDraft' | 'ResumeDraft' | 'ResetDraft' | 'DeleteDraft', seconds = 10, adminId = 'admin'): DraftCommand => ({
    type,
    adminId,
    now: at(seconds),
  });
  const undoPick = (pickNumber: number, seconds = 10, adminId = 'admin'): DraftCommand => ({ type: 'UndoLastPick', adminId, pickNumber, now: at(seconds) });
  /** Runs the same command again and again on the stream, as a burst of clicks does one after another. */
  function burst(history: DraftEvent[], next: DraftCommand, times = 20) {
    const stream = [...history];
    const outcomes = Array.from({ length: times }, () => {
      const result = given(stream).when(next);
      stream.push(...result.events);
      return result;
    });
    return { stream, outcomes, appended: stream.slice(history.length) };
  }
  const fourPicks = [...live, picked(1, 'p1', 't1'), picked(2, 'p2', 't2'), picked(3, 'p3', 't3'), picked(4, 'p3', 't4')];

  it('pauses with the time left and refuses picks while paused', () => {
    const { events } = given(live).when(command('PauseDraft', 10));
    expect(events[0]).toMatchObject({ type: 'DraftPaused', data: { remainingMs: 50_000 } });
    expectRefusal(given([...live, ...events]).when(playerPick('p1', 't1', 11)), 422, /paused/);
  });

  it('resumes with the time that was left', () => {
    const paused = [...live, ...given(live).when(command('PauseDraft', 10)).events];
    const resumed = [...paused, ...given(paused).when(command('ResumeDraft', 100)).events];
    expectRefusal(given(lobby).when(command('ResumeDraft')), 422, /Only a live draft/);
    const state = resumed.reduce(evolveDraft, initialDraftState());
    expect(state.turnStartedAt! + 60_000 - at(100).getTime()).toBe(50_000);
  });

  it('undoes the last pick and gives the turn back', () => {
    const history = [...live, picked(1, 'p1', 't1')];
    const { events } = given(history).when(undoPick(1));
    expect(events[0]).toMatchObject({ type: 'PickUndone', data: { pickNumber: 1, itemId: 't1', playerId: 'p1' } });
    expect(given([...history, ...events]).when(playerPick('p1', 't1', 12)).events[0].data).toMatchObject({ pickNumber: 1 });
  });

  it('undo reopens a completed draft; with no picks it is refused', () => {
    expectRefusal(given(live).when(undoPick(1)), 422, /no pick to undo/);
    expectRefusal(given(lobby).when(undoPick(1)), 422, /no pick to undo/);
    const done = [
      ...live,
      picked(1, 'p1', 't1'),
      { type: 'DraftCompleted', data: { draftId: 'd1', completedAt: iso(3), reason: 'no_items_left' } } as DraftEvent,
    ];
    const state = [...done, ...given(done).when(undoPick(1)).events].reduce(evolveDraft, initialDraftState());
    expect(state.status).toBe('active');
  });

  it('undo takes back only the pick it names: one that is no longer the last is refused with 409', () => {
    const message = /Pick 4 is no longer the last pick: it was already undone or another pick landed\. Look at the board and try again\./;
    const { events } = given(fourPicks).when(undoPick(4));
    expect(events).toEqual([{ type: 'PickUndone', data: expect.objectContaining({ pickNumber: 4, itemId: 't4' }) }]);
    expectRefusal(given([...fourPicks, ...events]).when(undoPick(4)), 409, message);
    expectRefusal(given(fourPicks).when(undoPick(3)), 409, /Pick 3 is no longer the last pick/);
    expectRefusal(given(fourPicks).when(undoPick(5)), 409, /Pick 5 is no longer the last pick/);
    // Undone, then picked again: pick 4 is the last pick once more, so an undo for it is fair.
    const redone = [...fourPicks, ...events, picked(4, 'p3', 't9', 30)];
    expect(given(redone).when(undoPick(4, 40)).events[0].data).toMatchObject({ pickNumber: 4, itemId: 't9' });
  });

  it('a burst of undos for the same pick takes back exactly one pick', () => {
    const { appended, outcomes } = burst(fourPicks, undoPick(4));
    expect(appended.map((e) => e.type)).toEqual(['PickUndone']);
    expect(outcomes.filter((o) => o.error?.status === 409)).toHaveLength(19);
    const lastOne = burst([...live, picked(1, 'p1', 't1')], undoPick(1));
    expect(lastOne.appended.map((e) => e.type)).toEqual(['PickUndone']);
  });

  it('"Clear Picks & Restart" clears every pick and starts again at pick 1', () => {
    const history = [...live, picked(1, 'p1', 't1'), picked(2, 'p2', 't2')];
    const { events } = given(history).when(command('ResetDraft'));
    expect(events.map((e) => e.type)).toEqual(['DraftReset']);
    expect(given([...history, ...events]).when(playerPick('p1', 't1', 20)).events[0].data).toMatchObject({ pickNumber: 1 });
    expectRefusal(given(lobby).when(command('ResetDraft')), 422, /active or completed/);
  });

  it('a reset with nothing to clear changes nothing, so a burst of resets restarts the clock once', () => {
    expect(given(live).when(command('ResetDraft', 30)).events).toEqual([]);
    const { appended } = burst(fourPicks, command('ResetDraft', 30));
    expect(appended.map((e) => e.type)).toEqual(['DraftReset']);
    const done = [...fourPicks, { type: 'DraftCompleted', data: { draftId: 'd1', completedAt: iso(5), reason: 'no_items_left' } } as DraftEvent];
    expect(burst(done, command('ResetDraft', 30)).appended.map((e) => e.type)).toEqual(['DraftReset']);
  });

  it('a reset of a paused draft with no picks still restarts (and resumes) it', () => {
    const paused = [...live, ...given(live).when(command('PauseDraft', 10)).events];
    const { appended } = burst(paused, command('ResetDraft', 30));
    expect(appended.map((e) => e.type)).toEqual(['DraftReset']);
    expect(appended.reduce(evolveDraft, paused.reduce(evolveDraft, initialDraftState())).pausedRemainingMs).toBeNull();
  });

  it('a burst of pauses pauses once, a burst of resumes resumes once', () => {
    const paused = burst(live, command('PauseDraft', 10));
    expect(paused.appended.map((e) => e.type)).toEqual(['DraftPaused']);
    expect(paused.outcomes.every((o) => !o.error)).toBe(true);
    const resumed = burst(paused.stream, command('ResumeDraft', 20));
    expect(resumed.appended.map((e) => e.type)).toEqual(['DraftResumed']);
    expect(resumed.outcomes.every((o) => !o.error)).toBe(true);
  });

  it('a burst of starts starts once; the others are refused as already started', () => {
    const start: DraftCommand = { type: 'StartDraft', adminId: 'admin', random: { below: () => 0 }, cast, now: at(0) };
    const { appended, outcomes } = burst(lobby, start);
    expect(appended.map((e) => e.type)).toEqual(['DraftStarted']);
    expect(outcomes.slice(1).every((o) => o.error?.status === 422 && /already started/.test(o.error.message))).toBe(true);
  });

  it('are for the owner admin only', () => {
    for (const type of ['PauseDraft', 'ResumeDraft', 'ResetDraft', 'DeleteDraft'] as const) {
      expectRefusal(given(live).when(command(type, 10, 'someone-else')), 403, /Only the admin who created/);
    }
    expectRefusal(given([...live, picked(1, 'p1', 't1')]).when(undoPick(1, 10, 'someone-else')), 403, /Only the admin who created/);
  });
});
