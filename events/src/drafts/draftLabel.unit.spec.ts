import { draftLabel, leagueName } from './draftLabel';

describe('draftLabel', () => {
  it('names a league by its name when its admin gave one', () => {
    expect(draftLabel({ showType: 'survivor', joinCode: '349748', name: 'Tribal Council Club' })).toBe('Tribal Council Club');
  });

  it('names a league without a name by its show and join code', () => {
    expect(draftLabel({ showType: 'big_brother', joinCode: '349748', name: null })).toBe('Big Brother #349748');
  });
});

describe('leagueName', () => {
  it.each([
    ['  The House Guests ', 'The House Guests'],
    ['', null],
    ['   ', null],
    [undefined, null],
    [null, null],
  ])('stores %p as %p', (input, stored) => {
    expect(leagueName(input)).toBe(stored);
  });
});
