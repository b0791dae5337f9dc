import { entryIdOf, type EntryKey, type PointEvent } from '@reality-draft/events';
import type { AppError } from '@reality-draft/kernel';
import type { CastDocument } from '../readModels/documents';
import { evolveEntry } from './evolve';
import { initialEntryState, type EntryState } from './state';
import { changeOf, decidePeriod, type ReplacePeriod } from './period';

const now = new Date('2026-11-23T20:00:00.000Z');
const member = (label: string) => ({ kind: 'contestant' as const, label, isActive: true, inCast: true });
const cast: CastDocument = {
  id: 'big_brother',
  members: {
    iris: member('Iris Copperkettle'),
    georgia: member('Georgia Windermoss'),
    harlan: member('Harlan Fizzwick'),
    gone: { ...member('Old'), inCast: false },
  },
};
const key = (subjectId: string, pointType: EntryKey['pointType'], period = 2): EntryKey => ({
  subjectKind: 'contestant',
  subjectId,
  showType: 'big_brother',
  period,
  pointType,
});
const entered = (k: EntryKey, points: number): PointEvent => ({
  type: 'PointsEntered',
  data: { ...k, entryId: entryIdOf(k), source: 'results', points, enteredBy: 'admin', enteredAt: now.toISOString() },
});

/** The ledger holding these entries, by entry id. */
function ledger(...events: PointEvent[]): Map<string, EntryState> {
  const states = new Map<string, EntryState>();
  for (const event of events) states.set(event.data.entryId, evolveEntry(states.get(event.data.entryId) ?? initialEntryState(), event));
  return states;
}

const save = (entries: ReplacePeriod['entries'], extra: Partial<ReplacePeriod> = {}): ReplacePeriod => ({
  showType: 'big_brother',
  period: 2,
  entries,
  by: 'admin',
  now,
  ...extra,
});

const changes = (command: ReplacePeriod, current: Map<string, EntryState>) => decidePeriod(command, cast, current).map((step) => changeOf(step, cast));

function refusal(command: ReplacePeriod): AppError | undefined {
  try {
    decidePeriod(command, cast, new Map());
    return undefined;
  } catch (error) {
    return error as AppError;
  }
}

describe("replacing a period's entries", () => {
  const irisVeto = entered(key('iris', 'veto'), 2);

  it('removes a winner no longer chosen (with who replaced them) and enters the new one: Iris -2, Georgia +2', () => {
    expect(changes(save([{ subjectId: 'georgia', pointType: 'veto', points: 2 }]), ledger(irisVeto))).toEqual([
      expect.objectContaining({
        subjectId: 'iris',
        subjectLabel: 'Iris Copperkettle',
        action: 'removed',
        before: 2,
        after: null,
        reason: 'replaced by Georgia Windermoss',
      }),
      expect.objectContaining({ subjectId: 'georgia', action: 'entered', before: null, after: 2, reason: null }),
    ]);
  });

  it("takes the admin's reason for removals and corrections", () => {
    const hoh = entered(key('harlan', 'hoh'), 3);
    const result = changes(save([{ subjectId: 'harlan', pointType: 'hoh', points: 4 }], { reason: 'Recount' }), ledger(irisVeto, hoh));
    expect(result).toEqual([
      expect.objectContaining({ subjectId: 'iris', action: 'removed', reason: 'Recount' }),
      expect.objectContaining({ subjectId: 'harlan', action: 'corrected', before: 3, after: 4, reason: 'Recount' }),
    ]);
  });

  it('leaves an entry already saved alone, and a second identical save changes nothing (idempotent)', () => {
    const command = save([
      { subjectId: 'iris', pointType: 'veto', points: 2 },
      { subjectId: 'georgia', pointType: 'hoh', points: 3 },
    ]);
    const steps = decidePeriod(command, cast, ledger(irisVeto));
    expect(steps.map((step) => step.entryId)).toEqual([entryIdOf(key('georgia', 'hoh'))]);
    const after = ledger(irisVeto, ...steps.flatMap((step) => step.events));
    expect(decidePeriod(command, cast, after)).toEqual([]);
  });

  it('says "no longer chosen" for a removal nobody replaced, and clears a period saved empty', () => {
    expect(changes(save([]), ledger(irisVeto))).toEqual([expect.objectContaining({ action: 'removed', reason: 'no longer chosen for episode 2' })]);
  });

  it('leaves other periods, other point types than those replaced, and mini-game awards alone', () => {
    const otherEpisode = entered(key('iris', 'veto', 3), 2);
    const general = entered(key('harlan', 'general'), 1);
    const award = entered({ ...key('p1', 'minigame', 0), subjectKind: 'player', sourceRef: 'g1' }, 5);
    expect(changes(save([], { pointTypes: ['veto', 'hoh'] }), ledger(irisVeto, otherEpisode, general, award))).toEqual([
      expect.objectContaining({ subjectId: 'iris', action: 'removed', before: 2 }),
    ]);
  });

  it.each<[string, ReplacePeriod, string]>([
    ['a period past the show', save([], { period: 36 }), 'The episode must be from 1 to 35.'],
    ['a point type of another show', save([{ subjectId: 'iris', pointType: 'placement', points: 5 }]), 'placement is not a point type of this show'],
    [
      'an entry outside the replaced point types',
      save([{ subjectId: 'iris', pointType: 'hoh', points: 3 }], { pointTypes: ['veto'] }),
      'not among the point types',
    ],
    ['someone not in the cast', save([{ subjectId: 'nobody', pointType: 'veto', points: 2 }]), 'nobody is not one of the current Big Brother house guests.'],
    ['someone of a cleared cast', save([{ subjectId: 'gone', pointType: 'veto', points: 2 }]), 'gone is not one of the current'],
    [
      'one member twice for one point type',
      save([
        { subjectId: 'iris', pointType: 'veto', points: 2 },
        { subjectId: 'iris', pointType: 'veto', points: 3 },
      ]),
      'iris is listed twice for veto',
    ],
  ])('refuses %s (422)', (_name, command, message) => {
    const error = refusal(command);
    expect(error?.status).toBe(422);
    expect(error?.message).toContain(message);
  });
});
