import { defaultCatalogueSettings, MINI_GAME_CATALOGUE } from '@reality-draft/events';
import { parsePointValue, summaryFigures } from './catalogueSettings';

describe('the catalogue settings', () => {
  it('count the three playable games of a catalogue never saved (5 + 4 + 5 points), and the catalogue of 4', () => {
    expect(summaryFigures(defaultCatalogueSettings())).toEqual({ activeGames: 3, weeklyPoints: 14, totalGames: 4 });
  });

  it('sum the point values of the active games only', () => {
    const settings = defaultCatalogueSettings();
    settings['contestant-escape'] = { isActive: true, pointValue: 5 };
    settings['weekly-trivia'] = { isActive: true, pointValue: 10 };
    settings['jigsaw-puzzle'] = { isActive: false, pointValue: 9 };
    settings['picture-sudoku'] = { isActive: false, pointValue: 5 };
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
