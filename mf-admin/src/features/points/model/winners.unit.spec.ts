import { addWinners, TRIBE_CHOICE, tribesOf } from './winners';

const castaway = (id: string, tribe: string | null, isActive = true) => ({ id, label: id, isActive, tribe });
const cast = [castaway('a', 'Luvu'), castaway('b', 'Luvu'), castaway('c', 'Luvu', false), castaway('d', 'Gata'), castaway('e', null)];

describe('choosing several winners', () => {
  it('lists the tribes with how many are still in', () => {
    expect(tribesOf(cast)).toEqual([
      { name: 'Gata', stillIn: 1 },
      { name: 'Luvu', stillIn: 2 },
    ]);
    expect(tribesOf([castaway('x', null)])).toEqual([]);
  });

  it("adds a whole tribe's castaways still in the game, each once", () => {
    expect(addWinners(cast, ['b'], `${TRIBE_CHOICE}Luvu`, Infinity)).toEqual(['b', 'a']);
    expect(addWinners(cast, [], 'e', Infinity)).toEqual(['e']);
    expect(addWinners(cast, ['e'], '', Infinity)).toEqual(['e']);
  });

  it('keeps to the most winners a slot takes (the final three)', () => {
    expect(addWinners(cast, ['d', 'e'], `${TRIBE_CHOICE}Luvu`, 3)).toEqual(['d', 'e', 'a']);
  });
});
