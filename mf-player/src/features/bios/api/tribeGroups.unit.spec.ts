import type { Contestant } from '@reality-draft/events';
import { sampleContestant } from '@reality-draft/kit/testing';
import { groupByTribe, knownTribe } from './tribeGroups';

const castaway = (contestantNumber: number, tribe: string | null) => sampleContestant(contestantNumber, { tribe });

const summary = (contestants: Contestant[]) => groupByTribe(contestants).map((group) => [group.title, group.members.map((m) => m.contestantNumber)]);

describe('Survivor tribes', () => {
  it('groups castaways by tribe in the order Lavo, Nami, Hina, each by contestant number', () => {
    const cast = [castaway(5, 'Hina'), castaway(2, 'Nami'), castaway(4, 'Lavo'), castaway(1, 'Lavo'), castaway(3, 'Hina')];
    expect(summary(cast)).toEqual([
      ['Lavo Tribe', [1, 4]],
      ['Nami Tribe', [2]],
      ['Hina Tribe', [3, 5]],
    ]);
  });

  it('puts castaways without a known tribe in a last group', () => {
    const cast = [castaway(3, null), castaway(1, 'Nami'), castaway(2, 'Merged'), castaway(4, '  ')];
    expect(summary(cast)).toEqual([
      ['Nami Tribe', [1]],
      ['Other Castaways', [2, 3, 4]],
    ]);
  });

  it('names the one group plainly when no tribe is known, and has no groups for no castaways', () => {
    expect(summary([castaway(2, null), castaway(1, null)])).toEqual([['Castaways', [1, 2]]]);
    expect(groupByTribe([])).toEqual([]);
  });

  it('reads a tribe name whatever its case or spaces', () => {
    expect(knownTribe({ tribe: ' lavo ' })).toBe('Lavo');
    expect(knownTribe({ tribe: 'HINA' })).toBe('Hina');
    expect(knownTribe({ tribe: 'Hinal' })).toBeNull();
    expect(knownTribe({ tribe: null })).toBeNull();
  });
});
