import { sharedRankText, signedPointsText } from './standingText';

describe("a standing's numbers in words", () => {
  it('signs what a period added, with a true minus sign', () => {
    expect(signedPointsText(3)).toBe('+3');
    expect(signedPointsText(0)).toBe('0');
    expect(signedPointsText(-2)).toBe('\u22122');
  });

  it('marks a rank someone else shares with a T', () => {
    const standings = [{ rank: 1 }, { rank: 2 }, { rank: 2 }];
    expect(sharedRankText(standings[0], standings)).toBe('1');
    expect(sharedRankText(standings[1], standings)).toBe('T2');
  });
});
