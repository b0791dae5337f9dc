import { draftResultsPath, draftRoomPath, draftStandingsPath } from './roomPaths';

describe('draft room paths', () => {
  it('leads admins to /draft/{id} and players to their own room', () => {
    expect(draftRoomPath('admin', 'd1')).toBe('/draft/d1');
    expect(draftRoomPath('player', 'd1')).toBe('/player/draft/d1');
  });

  it('encodes the draft id', () => {
    expect(draftRoomPath('player', 'd 1')).toBe('/player/draft/d%201');
    expect(draftRoomPath('admin', 'd/1')).toBe('/draft/d%2F1');
  });

  it("leads everyone to a finished draft's results and to its league's standings", () => {
    expect(draftResultsPath('d 1')).toBe('/draft/d%201/results');
    expect(draftStandingsPath('d&1')).toBe('/leaderboard?draft=d%261');
  });
});
