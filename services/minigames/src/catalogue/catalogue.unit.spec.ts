import { defaultCatalogueSettings, type MiniGameCatalogueSaved } from '@reality-draft/events';
import { DeciderSpecification } from '@reality-draft/kernel/testing';
import type { SaveCatalogueSettings } from './commands';
import { catalogueSettingsDecider } from './decide';

const now = new Date('2026-11-23T20:00:00.000Z');
const at = now.toISOString();
const save = (games: SaveCatalogueSettings['games']): SaveCatalogueSettings => ({ adminId: 'admin', games, now });
const saved = (games: MiniGameCatalogueSaved['data']['games'], savedAt = at): MiniGameCatalogueSaved => ({
  type: 'MiniGameCatalogueSaved',
  data: { adminId: 'admin', games, savedAt },
});

const given = DeciderSpecification.for(catalogueSettingsDecider);

describe("an admin's catalogue settings stream", () => {
  it('starts from the defaults: the playable games Active at their catalogue points, trivia off', () => {
    expect(catalogueSettingsDecider.initialState()).toEqual({ settings: defaultCatalogueSettings(), savedAt: null });
    expect(defaultCatalogueSettings()['jigsaw-puzzle']).toEqual({ isActive: true, pointValue: 4 });
    expect(defaultCatalogueSettings()['weekly-trivia']).toEqual({ isActive: false, pointValue: 3 });
  });

  it('records a save that changes a default, with the time of the command', () => {
    given([])
      .when(save({ 'jigsaw-puzzle': { isActive: false, pointValue: 7 } }))
      .then([saved({ 'jigsaw-puzzle': { isActive: false, pointValue: 7 } })]);
  });

  it('counts a change of the switch alone, and of the points alone', () => {
    given([])
      .when(save({ 'weekly-trivia': { isActive: true, pointValue: 3 } }))
      .then([saved({ 'weekly-trivia': { isActive: true, pointValue: 3 } })]);
    given([])
      .when(save({ 'picture-sudoku': { isActive: true, pointValue: 9 } }))
      .then([saved({ 'picture-sudoku': { isActive: true, pointValue: 9 } })]);
  });

  it('records only the games whose setting the save changes', () => {
    given([])
      .when(
        save({
          'contestant-escape': { isActive: true, pointValue: 5 },
          'jigsaw-puzzle': { isActive: false, pointValue: 4 },
          'weekly-trivia': { isActive: false, pointValue: 3 },
        }),
      )
      .then([saved({ 'jigsaw-puzzle': { isActive: false, pointValue: 4 } })]);
  });

  it('changes nothing when every game given is as it stands (the defaults before any save)', () => {
    given([])
      .when(save({ 'contestant-escape': { isActive: true, pointValue: 5 }, 'weekly-trivia': { isActive: false, pointValue: 3 } }))
      .thenNothingHappened();
  });

  it('compares with what was saved last, not with the defaults', () => {
    const earlier = saved({ 'jigsaw-puzzle': { isActive: false, pointValue: 7 } }, '2026-11-20T09:00:00.000Z');
    given([earlier])
      .when(save({ 'jigsaw-puzzle': { isActive: false, pointValue: 7 } }))
      .thenNothingHappened();
    // Back to the default is a change once something else was saved.
    given([earlier])
      .when(save({ 'jigsaw-puzzle': { isActive: true, pointValue: 4 } }))
      .then([saved({ 'jigsaw-puzzle': { isActive: true, pointValue: 4 } })]);
  });

  it('skips a game named without a setting', () => {
    given([])
      .when(save({ 'jigsaw-puzzle': undefined }))
      .thenNothingHappened();
    given([])
      .when(save({ 'jigsaw-puzzle': undefined, 'picture-sudoku': { isActive: false, pointValue: 5 } }))
      .then([saved({ 'picture-sudoku': { isActive: false, pointValue: 5 } })]);
  });
});
