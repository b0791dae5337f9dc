import { gameFacts, statusTone } from './gameFacts';

describe("a player's game facts", () => {
  it('list the best time and the points won', () => {
    expect(gameFacts({ bestTime: 75, pointsAwarded: 3 })).toEqual(['Best 1:15', '+3 points']);
    expect(gameFacts({ bestTime: 42, pointsAwarded: 1 })).toEqual(['Best 42s', '+1 point']);
    expect(gameFacts({ bestTime: null, pointsAwarded: null })).toEqual([]);
    expect(gameFacts({ bestTime: 50, pointsAwarded: 0 })).toEqual(['Best 50s']);
  });

  it('colour each status', () => {
    expect(statusTone('Completed')).toBe('success');
    expect(statusTone('Ready to play')).toBe('brand');
    expect(statusTone('In progress')).toBe('brand');
    expect(statusTone('1/1 attempts used')).toBe('warning');
    expect(statusTone('Finished')).toBe('neutral');
  });
});
