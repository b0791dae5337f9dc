import { finishConfirmation, awardRuleText } from './finishText';

describe("Finish & award's confirmation", () => {
  it('says how many players get points, and which', () => {
    expect(finishConfirmation([{ points: 5 }, { points: 3 }, { points: 2 }, { points: 0 }])).toBe(
      '3 players get points: 5, 3 and 2. Nobody can play it after this.',
    );
    expect(finishConfirmation([{ points: 4 }])).toBe('1 player gets points: 4. Nobody can play it after this.');
  });

  it('says when nobody completed it', () => {
    expect(finishConfirmation([])).toBe('No one has completed it yet: finishing closes it and awards no points.');
  });

  it("states the award rule from the game's point value", () => {
    expect(awardRuleText(3)).toBe('The top three get 3, 2 and 1 points.');
    expect(awardRuleText(5)).toBe('The top three get 5, 3 and 2 points.');
  });
});
