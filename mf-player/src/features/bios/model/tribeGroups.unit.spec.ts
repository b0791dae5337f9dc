import type { Contestant } from '@reality-draft/events';
import { sampleContestant } from '@reality-draft/events/testing';
import { groupByTribe, tribeKey, tribeNamesText } from './tribeGroups';

const castaway = (contestantNumber: number, tribe: string | null) => sampleContestant(contestantNumber, { tribe });

const summary = (contestants: Contestant[]) => groupByTribe(contestants).map((group) => [group.title, group.members.map((m) => m.contestantNumber)]);

describe('Survivor tribes', () => {
  it("groups season 49's castaways by Lavo, Nami and Hina, in the cast's order, each by contestant number", () => {
    const cast = [castaway(5, 'Hina'), castaway(2, 'Lavo'), castaway(4, 'Nami'), castaway(1, 'Lavo'), castaway(6, 'Hina'), castaway(3, 'Nami')];
    expect(summary(cast)).toEqual([
      ['Lavo Tribe', [1, 2]],
      ['Nami Tribe', [3, 4]],
      ['Hina Tribe', [5, 6]],
    ]);
    expect(tribeNamesText(cast)).toBe('Lavo, Nami and Hina');
  });

  it("groups another season by whatever tribes its cast has, not season 49's", () => {
    const cast = [castaway(3, 'VAKA'), castaway(1, 'Moto Maji'), castaway(2, 'Vaka'), castaway(4, ' moto  maji ')];
    expect(summary(cast)).toEqual([
      ['Moto Maji Tribe', [1, 4]],
      ['Vaka Tribe', [2, 3]],
    ]);
    expect(groupByTribe(cast).map((group) => group.key)).toEqual(['moto maji', 'vaka']);
    expect(tribeNamesText(cast)).toBe('Moto Maji and Vaka');
    expect(tribeNamesText([castaway(1, 'Solo')])).toBe('Solo');
  });

  it('puts castaways without a tribe in a last group', () => {
    const cast = [castaway(3, null), castaway(1, 'Nami'), castaway(4, '  ')];
    expect(summary(cast)).toEqual([
      ['Nami Tribe', [1]],
      ['Other Castaways', [3, 4]],
    ]);
  });

  it('names the one group plainly when no tribe is known, and has no groups for no castaways', () => {
    expect(summary([castaway(2, null), castaway(1, null)])).toEqual([['Castaways', [1, 2]]]);
    expect(groupByTribe([])).toEqual([]);
    expect(tribeNamesText([])).toBe('');
  });

  it('reads a tribe whatever its case or spaces', () => {
    expect(tribeKey({ tribe: ' Lavo ' })).toBe('lavo');
    expect(tribeKey({ tribe: 'HINA' })).toBe('hina');
    expect(tribeKey({ tribe: '   ' })).toBeNull();
    expect(tribeKey({ tribe: null })).toBeNull();
  });
});
