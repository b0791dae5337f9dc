import { groupSubtitle } from './rowText';

describe('leaderboard text', () => {
  it("names a group's type, draft and player count", () => {
    const draft = { id: 'd', showType: 'survivor' as const, joinCode: 'SUR123', name: null };
    expect(groupSubtitle({ gameTitle: 'Contestant Escape Challenge', gameType: 'rush_hour', draft, entries: [{}, {}] as never })).toBe(
      'Survivor #SUR123 · 2 players',
    );
    expect(groupSubtitle({ gameTitle: 'Week 3 Puzzle', gameType: 'jigsaw', draft, entries: [{}] as never })).toBe(
      'Family Game Night Jigsaw · Survivor #SUR123 · 1 player',
    );
  });
});
