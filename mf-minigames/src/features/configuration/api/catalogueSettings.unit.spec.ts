import { MINI_GAME_CATALOGUE } from '@reality-draft/events';
import { initialSettings, parsePointValue, summaryFigures } from './catalogueSettings';

describe('the catalogue settings', () => {
  it('start with every game inactive at its catalogue points', () => {
    expect(initialSettings()).toEqual({
      'contestant-escape': { isActive: false, pointValue: 5 },
      'jigsaw-puzzle': { isActive: false, pointValue: 4 },
      'picture-sudoku': { isActive: false, pointValue: 5 },
      'weekly-trivia': { isActive: false, pointValue: 3 },
    });
  });

  it('count nothing while no game is active, and the catalogue of 4', () => {
    expect(summaryFigures(initialSettings())).toEqual({ activeGames: 0, weeklyPoints: 0, totalGames: 4 });
  });

  it('sum the point values of the active games only', () => {
    const settings = initialSettings();
    settings['contestant-escape'] = { isActive: true, pointValue: 5 };
    settings['weekly-trivia'] = { isActive: true, pointValue: 10 };
    settings['jigsaw-puzzle'] = { isActive: false, pointValue: 9 };
    expect(summaryFigures(settings, MINI_GAME_CATALOGUE)).toEqual({ activeGames: 2, weeklyPoints: 15, totalGames: 4 });
  });
});

describe('the point input', () => {
  it.each([
    ['7', 7],
    [' 3 ', 3],
    ['1', 1],
    ['10', 10],
    ['0', 1],
    ['-4', 1],
    ['11', 10],
    ['250', 10],
    ['', 1],
    ['abc', 1],
    ['4.8', 4],
  ])('reads %j as %i', (input, expected) => {
    expect(parsePointValue(input)).toBe(expected);
  });
});
