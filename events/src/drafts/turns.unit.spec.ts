import { picksUntilTurn, positionOnTheClock } from './turns';

describe('picksUntilTurn (snake order)', () => {
  it('is 0 for the player on the clock and 1 for the one up next', () => {
    expect(picksUntilTurn(1, 1, 4)).toBe(0);
    expect(picksUntilTurn(2, 1, 4)).toBe(1);
    expect(picksUntilTurn(4, 1, 4)).toBe(3);
  });

  it('follows the snake turnaround: the last position picks twice in a row', () => {
    // Pick 4 is position 4's, and so is pick 5 (round 2 runs 4, 3, 2, 1).
    expect(picksUntilTurn(4, 4, 4)).toBe(0);
    expect(picksUntilTurn(4, 5, 4)).toBe(0);
    expect(picksUntilTurn(1, 5, 4)).toBe(3);
    // Position 1 picked 1st; after pick 1 their next turn is pick 8, the end of round 2.
    expect(picksUntilTurn(1, 2, 4)).toBe(6);
  });

  it('agrees with the position on the clock for every pick', () => {
    for (let pick = 1; pick <= 9; pick += 1) {
      const onClock = positionOnTheClock(pick, 3)!;
      expect(picksUntilTurn(onClock, pick, 3)).toBe(0);
    }
  });

  it('is null once the player has no turn left, or the draft is over', () => {
    // 3 players x 3 picks: position 3 picks 3, 4 and 9; position 1's last pick is 7.
    expect(picksUntilTurn(1, 8, 3)).toBeNull();
    expect(picksUntilTurn(3, 10, 3)).toBeNull();
    expect(picksUntilTurn(5, 1, 3)).toBeNull();
  });
});
