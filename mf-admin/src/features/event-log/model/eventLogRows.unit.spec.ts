import type { EventLogEntry } from '@reality-draft/events';
import { correctionSummary, dataNames, rowKey, rowsOf, streamName } from './eventLogRows';

const event = (position: number, more: Partial<EventLogEntry> = {}): EventLogEntry => ({
  position,
  streamId: `points-${position}`,
  version: 1,
  type: 'PointsEntered',
  at: '2026-03-12T10:00:00Z',
  data: {},
  ...more,
});

describe('the Event log rows', () => {
  it('lists oldest first, or newest first while following', () => {
    const events = [event(1), event(2), event(3)];
    expect(rowsOf(events, false).map(rowKey)).toEqual([1, 2, 3]);
    expect(rowsOf(events, true).map(rowKey)).toEqual([3, 2, 1]);
  });

  it("makes one row of a correction's events, which stay oldest first inside it", () => {
    const events = [
      event(1),
      event(2, { type: 'PointsRemoved', correctionId: 'c1' }),
      event(3, { correctionId: 'c1' }),
      event(4, { correctionId: 'c2' }),
      event(5),
    ];
    const rows = rowsOf(events, true);
    expect(rows.map((row) => (row.kind === 'event' ? row.event.position : row.events.map((one) => one.position)))).toEqual([5, [4], [2, 3], 1]);
    expect(rows[2]).toMatchObject({ kind: 'correction', correctionId: 'c1' });
  });

  it("names a stream by the id after its kind, and the people and draft the data names but the stream's own", () => {
    const names = { d1: 'Big Brother #123456', p1: 'Ann Lee', a1: 'Max' };
    expect(streamName('draft-d1', names)).toBe('Big Brother #123456');
    expect(streamName('player-p1', names)).toBe('Ann Lee');
    expect(streamName('cast-survivor', names)).toBeUndefined();
    expect(dataNames({ streamId: 'draft-d1', data: { draftId: 'd1', playerId: 'p1', adminId: 'a1' } }, names)).toEqual([
      { label: 'Player', id: 'p1', name: 'Ann Lee' },
      { label: 'Admin', id: 'a1', name: 'Max' },
    ]);
    expect(dataNames({ streamId: 'player-p1', data: { playerId: 'p1', draftId: 'gone' } }, names)).toEqual([]);
    expect(dataNames({ streamId: 'points-contestant:c1:3:veto', data: { subjectKind: 'contestant', subjectId: 'c1' } }, { c1: 'Iris Copperkettle' })).toEqual([
      { label: 'Contestant', id: 'c1', name: 'Iris Copperkettle' },
    ]);
  });

  it('says what a correction changed, one part per event', () => {
    const names = { c1: 'Iris Copperkettle', c2: 'Georgia Windermoss' };
    const events = [
      event(1, { type: 'PointsRemoved', data: { subjectId: 'c1', pointType: 'veto', previous: 2 } }),
      event(2, { type: 'PointsEntered', data: { subjectId: 'c2', pointType: 'veto', points: 2 } }),
      event(3, { type: 'PointsCorrected', data: { subjectId: 't4', pointType: 'placement', previous: 4, points: 5 } }),
    ];
    expect(correctionSummary(events, names)).toBe('Iris Copperkettle veto −2, Georgia Windermoss veto +2, t4 placement 4 → 5');
  });
});
