import { entryIdOf, type EntryKey, type PointEvent } from '@reality-draft/events';
import { DeciderSpecification } from '@reality-draft/kernel/testing';
import type { LedgerCommand } from './commands';
import { ledgerDecider, NO_SUCH_ENTRY } from './decide';

const now = new Date('2026-11-23T20:00:00.000Z');
const at = now.toISOString();
const hoh: EntryKey = { subjectKind: 'contestant', subjectId: 'bb27-c01', showType: 'big_brother', period: 3, pointType: 'hoh' };
const entryId = entryIdOf(hoh);
const enter = (points: number, key: EntryKey = hoh, reason?: string): LedgerCommand => ({
  type: 'EnterPoints',
  entryId: entryIdOf(key),
  key,
  source: 'results',
  points,
  by: 'admin',
  now,
  ...(reason && { reason }),
});
const entered = (points: number): PointEvent => ({
  type: 'PointsEntered',
  data: { ...hoh, entryId, source: 'results', points, enteredBy: 'admin', enteredAt: at },
});
const removed = (previous: number): PointEvent => ({
  type: 'PointsRemoved',
  data: { ...hoh, entryId, source: 'results', previous, removedBy: 'admin', removedAt: at },
});

const given = DeciderSpecification.for(ledgerDecider);

describe('the points ledger', () => {
  it('enters a new key', () => {
    expect(given([]).when(enter(3)).events).toEqual([entered(3)]);
  });

  it('replaces the value of a key entered again, keeping the previous one (never double counts)', () => {
    const { events } = given([entered(3)]).when(enter(5, hoh, 'Re-saved the week'));
    expect(events).toEqual([
      {
        type: 'PointsCorrected',
        data: { ...hoh, entryId, source: 'results', previous: 3, points: 5, correctedBy: 'admin', correctedAt: at, reason: 'Re-saved the week' },
      },
    ]);
  });

  it('changes nothing when the same value is entered again', () => {
    expect(given([entered(3)]).when(enter(3)).events).toEqual([]);
  });

  it('keeps point types of one subject and episode apart', () => {
    const veto = { ...hoh, pointType: 'veto' as const };
    expect(given([]).when(enter(2, veto)).events[0]).toMatchObject({ type: 'PointsEntered', data: { pointType: 'veto', entryId: entryIdOf(veto) } });
    expect(entryIdOf(veto)).not.toBe(entryId);
  });

  it('allows penalties', () => {
    expect(given([]).when(enter(-10)).events[0]).toMatchObject({ data: { points: -10 } });
  });

  it('corrects an entry with a reason, and refuses to correct one that does not exist', () => {
    const correction: LedgerCommand = { type: 'CorrectPoints', points: 1, by: 'admin', now, reason: 'Wrong week' };
    expect(given([entered(3)]).when(correction).events[0]).toMatchObject({ type: 'PointsCorrected', data: { previous: 3, points: 1, reason: 'Wrong week' } });
    expect(given([]).when(correction).error).toMatchObject({ status: 404, message: NO_SUCH_ENTRY });
    expect(given([entered(3), removed(3)]).when(correction).error).toMatchObject({ status: 404 });
  });

  it('removes an entry, keeping what it was; a removed entry can be entered again', () => {
    const remove: LedgerCommand = { type: 'RemovePoints', by: 'admin', now };
    expect(given([entered(3)]).when(remove).events).toEqual([removed(3)]);
    expect(given([entered(3), removed(3)]).when(remove).error).toMatchObject({ status: 404 });
    expect(given([entered(3), removed(3)]).when(enter(4)).events).toEqual([entered(4)]);
  });

  it.each([
    [{ ...hoh, period: 0 }, 'The episode must be from 1 to 35.'],
    [{ ...hoh, period: 36 }, 'The episode must be from 1 to 35.'],
    [
      { ...hoh, subjectKind: 'team' as const, subjectId: 'ar38-t01', showType: 'amazing_race' as const, period: 25, pointType: 'placement' as const },
      'The week must be from 1 to 24.',
    ],
    [{ ...hoh, pointType: 'immunity' as const }, 'immunity is not a point type of this show'],
    [
      { ...hoh, subjectKind: 'team' as const, subjectId: 'ar38-t01', showType: 'amazing_race' as const, pointType: 'hoh' as const },
      'hoh is not a point type of this show',
    ],
  ])("refuses a key outside the show's rules: %j", (key, message) => {
    const { error } = given([]).when(enter(3, key));
    expect(error?.status).toBe(422);
    expect(error?.message).toContain(message);
  });

  it('accepts Survivor point types for Survivor', () => {
    const idol = { ...hoh, subjectId: 'sv49-c01', showType: 'survivor' as const, pointType: 'idol' as const };
    expect(given([]).when(enter(4, idol)).events[0]).toMatchObject({ type: 'PointsEntered', data: { pointType: 'idol', showType: 'survivor' } });
  });
});
