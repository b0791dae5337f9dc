import type { MiniGameLeaderboardEntry } from '@reality-draft/events';
import { groupByGame, leaderboardPlayerName, showGameGroups } from './leaderboardGroups';

const entry = (over: Partial<MiniGameLeaderboardEntry>): MiniGameLeaderboardEntry => ({
  miniGameId: 'jig',
  gameTitle: 'Family Game Night Jigsaw',
  gameType: 'jigsaw',
  playerId: 'p',
  playerFirstName: 'Jordan',
  playerLastName: 'Tester',
  playerEmail: 'jordan@example.com',
  bestTime: 60,
  completedAt: '2026-03-12T10:00:00.000Z',
  rank: 1,
  moves: 30,
  perfect: false,
  draft: { id: 'd', showType: 'big_brother', joinCode: 'ABC123', name: null },
  ...over,
});

describe('the mini-game leaderboard groups', () => {
  it('group rows by game in the order the games first appear, each fastest first', () => {
    const groups = groupByGame([
      entry({ playerId: 'b', rank: 2, bestTime: 70 }),
      entry({ miniGameId: 'esc', gameTitle: 'Contestant Escape Challenge', gameType: 'rush_hour', playerId: 'c', rank: 1 }),
      entry({ playerId: 'a', rank: 1, bestTime: 40 }),
    ]);
    expect(groups.map((group) => [group.gameTitle, group.entries.map((row) => row.playerId)])).toEqual([
      ['Family Game Night Jigsaw', ['a', 'b']],
      ['Contestant Escape Challenge', ['c']],
    ]);
  });

  it('are empty for no rows', () => {
    expect(groupByGame(undefined)).toEqual([]);
    expect(groupByGame([])).toEqual([]);
  });

  it("keep one show's games with their ten best times", () => {
    const rows = Array.from({ length: 12 }, (_, index) => entry({ playerId: `p${index}`, rank: index + 1, bestTime: 30 + index }));
    const survivor = entry({ miniGameId: 'sv', draft: { id: 's', showType: 'survivor', joinCode: 'SUR123', name: null } });
    const groups = showGameGroups([...rows, survivor], 'big_brother');
    expect(groups).toHaveLength(1);
    expect(groups[0].entries.map((row) => row.playerId)).toEqual(rows.slice(0, 10).map((row) => row.playerId));
    expect(showGameGroups([...rows, survivor], 'survivor').map((group) => group.miniGameId)).toEqual(['sv']);
  });

  it('name a player by first and last name, else the e-mail', () => {
    expect(leaderboardPlayerName(entry({}))).toBe('Jordan Tester');
    expect(leaderboardPlayerName(entry({ playerLastName: null }))).toBe('Jordan');
    expect(leaderboardPlayerName(entry({ playerFirstName: null, playerLastName: null }))).toBe('jordan@example.com');
    expect(leaderboardPlayerName(entry({ playerFirstName: null, playerLastName: null, playerEmail: null }))).toBe('Unknown Player');
  });
});
