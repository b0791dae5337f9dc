import { ordinal, rankDescription, rankLabel, TIE_NOTE, tieNote } from './rankLabels';

describe('rank labels', () => {
  it('reads a shared rank as T2 and a lone one as its number', () => {
    expect(rankLabel({ rank: 2, tied: true })).toBe('T2');
    expect(rankLabel({ rank: 1, tied: false })).toBe('1');
  });

  it('describes ranks in words for screen readers', () => {
    expect(rankDescription({ rank: 2, tied: true })).toBe('Tied for 2nd');
    expect(rankDescription({ rank: 1, tied: false })).toBe('1st');
    expect([3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual(['3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st']);
  });

  it('explains the T only when the board shows a tie', () => {
    const ranks = [
      { rank: 1, tied: false },
      { rank: 2, tied: true },
      { rank: 2, tied: true },
      { rank: 4, tied: false },
    ];
    expect(tieNote(ranks)).toBe(TIE_NOTE);
    expect(
      tieNote([
        { rank: 1, tied: false },
        { rank: 2, tied: false },
      ]),
    ).toBeNull();
    expect(tieNote([])).toBeNull();
  });
});
