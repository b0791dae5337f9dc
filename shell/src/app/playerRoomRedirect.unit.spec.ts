import { playerRoomRedirect } from './playerRoomRedirect';

describe("a player at an admin's room address", () => {
  it('goes to their seat in that room', () => {
    expect(playerRoomRedirect('/draft/abc-123')).toBe('/player/draft/abc-123');
    expect(playerRoomRedirect('/draft/abc-123/')).toBe('/player/draft/abc-123');
  });

  it('stays on every other page, the results page too', () => {
    expect(playerRoomRedirect('/draft/abc-123/results')).toBeNull();
    expect(playerRoomRedirect('/drafts')).toBeNull();
    expect(playerRoomRedirect('/player/draft/abc-123')).toBeNull();
  });
});
