import type { DraftActivity, DraftHistoryEvent } from '@reality-draft/events';
import { pickMade } from '@reality-draft/events/testing';
import { aParticipant } from '../../../../test/endOfDraftFixtures';
import { tickerLines } from './activityLines';
import {
  momentActivity,
  momentIndexAt,
  momentParticipants,
  momentPicks,
  momentText,
  onTheClock,
  parseAt,
  replayMoments,
  sliderTarget,
  stepDelayMs,
} from './replayTimeline';

const d = 'd1';
const t = (seconds: number) => new Date(Date.parse('2026-11-27T20:00:00.000Z') + seconds * 1000).toISOString();
const PEOPLE = [aParticipant('ann', 2, 'Ann'), aParticipant('ben', 1, 'Ben')];
let version = 0;
const event = (seconds: number, e: Omit<DraftHistoryEvent, 'version' | 'at'>): DraftHistoryEvent =>
  ({ ...e, version: ++version, at: t(seconds) }) as DraftHistoryEvent;
const pick = (seconds: number, pickNumber: number, playerId: string, itemId: string, source: 'player' | 'timer' = 'player') =>
  event(
    seconds,
    pickMade({ draftId: d, pickNumber, round: Math.ceil(pickNumber / 2), playerId, itemId, label: `Team ${itemId}`, source, pickedAt: t(seconds) }),
  );

function history(): DraftHistoryEvent[] {
  version = 0;
  return [
    event(0, {
      type: 'DraftCreated',
      data: { draftId: d, adminId: 'a', joinCode: '123456', showType: 'amazing_race', draftDate: '2026-11-27', turnTimeLimit: 60, createdAt: t(0) },
    }),
    event(1, { type: 'PlayerJoinedDraft', data: { draftId: d, playerId: 'ann', joinedAt: t(1) } }),
    event(2, { type: 'PlayerJoinedDraft', data: { draftId: d, playerId: 'ben', joinedAt: t(2) } }),
    event(10, { type: 'DraftStarted', data: { draftId: d, order: ['ben', 'ann'], startedBy: 'a', startedAt: t(10) } }),
    pick(13, 1, 'ben', '3'),
    pick(80, 2, 'ann', '5', 'timer'),
    event(81, { type: 'PickUndone', data: { draftId: d, pickNumber: 2, itemId: '5', playerId: 'ann', undoneBy: 'a', undoneAt: t(81) } }),
    pick(82, 2, 'ann', '6'),
  ];
}

describe('the replay timeline', () => {
  it('folds each moment with the server’s evolve: joining order, then the drawn order, picks come and go', () => {
    const moments = replayMoments(history());
    expect(moments.map((moment) => moment.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(moments[2].state.participants).toEqual(['ann', 'ben']);
    expect(moments[3].state.participants).toEqual(['ben', 'ann']);
    expect(moments[5].state.picks.map((p) => p.itemId)).toEqual(['3', '5']);
    expect(moments[6].state.picks.map((p) => p.itemId)).toEqual(['3']);
    expect(onTheClock(moments[6].state)).toBe('ann');
    expect(onTheClock(moments[2].state)).toBeNull();
  });

  it('says each moment: "Pick n of N: Ann took Team 3", auto-picks, undos, the start', () => {
    const text = replayMoments(history()).map((moment) => momentText(moment, PEOPLE));
    expect(text).toEqual([
      'Draft created',
      'Ann joined',
      'Ben joined',
      'Draft started: Ben picks first',
      'Pick 1 of 6: Ben took Team 3',
      'Pick 2 of 6: Ann took Team 5 (auto-pick)',
      'Pick 2 undone: Ann is back on the clock',
      'Pick 2 of 6: Ann took Team 6',
    ]);
  });

  it('rebuilds the board’s columns and cells: positions by the order, picks counted, the label picked', () => {
    const { state } = replayMoments(history())[7];
    expect(momentParticipants(state, PEOPLE).map((p) => [p.id, p.draftPosition, p.picksMade, p.firstName])).toEqual([
      ['ben', 1, 1, 'Ben'],
      ['ann', 2, 1, 'Ann'],
    ]);
    expect(momentPicks(state).map((p) => [p.pickNumber, p.round, p.playerId, p.teamId, p.label, p.isAutoPick])).toEqual([
      [1, 1, 'ben', '3', 'Team 3', false],
      [2, 1, 'ann', '6', 'Team 6', false],
    ]);
  });

  it('opens a share link at its moment, the last one at or before it; a bad ?at= is ignored', () => {
    const moments = replayMoments(history());
    expect(momentIndexAt(moments, 5)).toBe(4);
    expect(momentIndexAt(moments, 99)).toBe(7);
    expect(momentIndexAt(moments, null)).toBe(7);
    expect(momentIndexAt([], 3)).toBe(-1);
    expect([parseAt('5'), parseAt('0'), parseAt('-1'), parseAt('5x'), parseAt(null), parseAt('1e3')]).toEqual([5, null, null, null, null, null]);
  });

  it('plays at the draft’s pace, a long wait shortened to 3 s, divided by the speed', () => {
    const moments = replayMoments(history());
    expect(stepDelayMs(moments[3], moments[4], 1)).toBe(3000);
    expect(stepDelayMs(moments[4], moments[5], 1)).toBe(3000);
    expect(stepDelayMs(moments[4], moments[5], 16)).toBe(188);
    expect(stepDelayMs(moments[5], moments[6], 4)).toBe(250);
    expect(stepDelayMs(moments[0], moments[1], 1)).toBe(1000);
  });

  it('moves the slider by key: a moment with the arrows, a pick with Page keys, the ends with Home and End', () => {
    const moments = replayMoments(history());
    expect(sliderTarget('ArrowRight', 0, moments)).toBe(1);
    expect(sliderTarget('ArrowLeft', 0, moments)).toBe(0);
    expect(sliderTarget('ArrowUp', 7, moments)).toBe(7);
    expect(sliderTarget('PageUp', 0, moments)).toBe(4);
    expect(sliderTarget('PageUp', 5, moments)).toBe(7);
    expect(sliderTarget('PageDown', 7, moments)).toBe(5);
    expect(sliderTarget('PageDown', 4, moments)).toBe(0);
    expect(sliderTarget('End', 2, moments)).toBe(7);
    expect(sliderTarget('Home', 5, moments)).toBe(0);
    expect(sliderTarget('a', 5, moments)).toBeNull();
  });

  it('tells the ticker as it stood at a moment: the lines of the events up to it, the room’s eliminations up to its time', () => {
    const moments = replayMoments(history());
    const eliminated: DraftActivity = { kind: 'eliminated', seq: 9, at: t(50), itemId: '7', label: 'Team 7' };
    const room: DraftActivity[] = [{ kind: 'started', seq: 1, at: t(10) }, eliminated];
    const text = (index: number) => tickerLines(momentActivity(moments, index, room), (id) => id, Infinity).map((line) => line.text);
    expect(text(2)).toEqual([]);
    expect(text(4)).toEqual(['Pick 1 - ben took Team 3', 'The draft has started']);
    expect(text(6)).toEqual([
      "Admin undid pick 2: ann's Team 5",
      'Pick 2 - Auto-picked Team 5 for ann',
      'Admin eliminated Team 7',
      'Pick 1 - ben took Team 3',
      'The draft has started',
    ]);
    expect(momentActivity(moments, 7, room).map((line) => line.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(momentActivity([], -1, room)).toEqual([]);
  });

  it('gives each moment its standing picks with when each was picked and how long its turn ran, folded from the history alone', () => {
    const moments = replayMoments(history());
    const seconds = (index: number) => momentPicks(moments[index].state).map((p) => [p.pickNumber, p.label, p.pickedAt, p.secondsOnClock]);
    expect(seconds(3)).toEqual([]);
    expect(seconds(4)).toEqual([[1, 'Team 3', t(13), 3]]);
    // The timer's pick 2 ran the whole turn from pick 1; undone, the turn started again at the undo.
    expect(seconds(5)).toEqual([
      [1, 'Team 3', t(13), 3],
      [2, 'Team 5', t(80), 67],
    ]);
    expect(seconds(7)).toEqual([
      [1, 'Team 3', t(13), 3],
      [2, 'Team 6', t(82), 1],
    ]);
  });
});
