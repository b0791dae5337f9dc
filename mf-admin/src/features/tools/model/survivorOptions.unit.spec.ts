import type { Contestant } from '@reality-draft/events';
import { sampleContestant } from '@reality-draft/events/testing';
import { CHOOSE_CONTESTANT, survivorOptions } from './survivorOptions';

const castaway = (contestantNumber: number, name: string, patch: Partial<Contestant> = {}) =>
  sampleContestant(contestantNumber, { id: `s${contestantNumber}`, name, ...patch });

describe('survivor photo choices', () => {
  it('ask first, then list castaways by number with their tribe and whether they are out', () => {
    expect(survivorOptions([castaway(2, 'Bo', { tribe: 'Nami', isActive: false }), castaway(1, 'Ana', { tribe: 'Lavo' }), castaway(3, 'Cy')])).toEqual([
      { value: '', label: CHOOSE_CONTESTANT },
      { value: 's1', label: 'Ana (Lavo)' },
      { value: 's2', label: 'Bo (Nami) · out' },
      { value: 's3', label: 'Cy' },
    ]);
  });
});
