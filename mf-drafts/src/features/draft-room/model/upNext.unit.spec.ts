import type { Participant } from '@reality-draft/events';
import { upNextText } from './upNext';

const person = (id: string, draftPosition: number) => ({ id, draftPosition }) as Participant;
const three = [person('a', 1), person('b', 2), person('c', 3)];
const live = (currentTurn: number | null) => ({ status: 'active' as const, currentTurn, paused: false });

describe("You're up in N picks", () => {
  it('counts the picks before the player’s next turn in snake order', () => {
    expect(upNextText(live(1), three, 'c')).toBe("You're up in 2 picks");
    expect(upNextText(live(2), three, 'c')).toBe("You're up next");
    // Pick 3 and 4 are both position 3's (the turnaround); after them position 1 waits for pick 6... then 7.
    expect(upNextText(live(4), three, 'a')).toBe("You're up in 2 picks");
    expect(upNextText(live(2), three, 'a')).toBe("You're up in 4 picks");
  });

  it('says nothing on the player’s own turn, after their last turn, or for someone not in the draft', () => {
    expect(upNextText(live(1), three, 'a')).toBeNull();
    expect(upNextText(live(8), three, 'a')).toBeNull();
    expect(upNextText(live(1), three, 'zz')).toBeNull();
    expect(upNextText(live(1), three, null)).toBeNull();
    expect(upNextText({ status: 'pending', currentTurn: null, paused: false }, three, 'a')).toBeNull();
  });
});
