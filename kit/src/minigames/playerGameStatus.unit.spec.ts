import { sampleMiniGameItem } from '../../test';
import { canPlayGame, gameTypeName, orderPlayerGames, playerGamePath, playerGameStage, playerGameStatusText } from './playerGameStatus';

const item = sampleMiniGameItem;

describe("a player's mini-game", () => {
  it('is ready to play before any attempt, and Play is open', () => {
    expect(playerGameStatusText(item())).toBe('Ready to play');
    expect(playerGameStage(item())).toBe('new');
    expect(canPlayGame(item())).toBe(true);
  });

  it('counts the attempts used, and closes Play once they are', () => {
    const used = item({ attemptsUsed: 1 });
    expect(playerGameStatusText(used)).toBe('1/1 attempts used');
    expect(playerGameStage(used)).toBe('attempted');
    expect(canPlayGame(used)).toBe(false);
  });

  it('stays playable while its attempt runs (a reload resumes it)', () => {
    const running = item({ attemptsUsed: 1, hasActiveAttempt: true });
    expect(playerGameStatusText(running)).toBe('In progress');
    expect(canPlayGame(running)).toBe(true);
  });

  it('reads Completed from either field, and closes Play', () => {
    for (const done of [item({ isCompleted: true, attemptsUsed: 1 }), item({ completed: true, attemptsUsed: 1 })]) {
      expect(playerGameStatusText(done)).toBe('Completed');
      expect(playerGameStage(done)).toBe('completed');
      expect(canPlayGame(done)).toBe(false);
    }
  });

  it('closes Play once the admin has finished the game', () => {
    const closed = item({ finished: true });
    expect(playerGameStatusText(closed)).toBe('Finished');
    expect(canPlayGame(closed)).toBe(false);
  });

  it('names its type', () => {
    expect(gameTypeName('jigsaw')).toBe('Family Game Night Jigsaw');
    expect(gameTypeName('rush_hour')).toBe('Contestant Escape Challenge');
    expect(gameTypeName('sudoku')).toBe('Picture Sudoku');
    expect(gameTypeName('trivia')).toBe('Mini-Game');
  });

  it('goes to its screen', () => {
    expect(playerGamePath('a b')).toBe('/player/mini-game/a%20b');
  });
});

describe('the list order', () => {
  it('puts new games first, then attempts used, then completed; newest first within each', () => {
    const games = [
      item({ id: 'done', completed: true, attemptsUsed: 1 }),
      item({ id: 'tried', attemptsUsed: 1 }),
      item({ id: 'old-new', sentAt: '2026-03-01T00:00:00.000Z' }),
      item({ id: 'new-new', sentAt: '2026-03-20T00:00:00.000Z' }),
    ];
    expect(orderPlayerGames(games).map((game) => game.id)).toEqual(['new-new', 'old-new', 'tried', 'done']);
  });
});
