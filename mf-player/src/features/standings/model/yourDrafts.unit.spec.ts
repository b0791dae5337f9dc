import type { PlayerPoints } from '@reality-draft/events';
import { sampleDraftSummary } from '@reality-draft/kit/testing';
import { pointsMadeOf, yourShows } from './yourDrafts';

const mine: PlayerPoints = {
  playerId: 'p1',
  playerFirstName: 'Ana',
  playerLastName: null,
  playerEmail: null,
  drafts: [
    { draftId: 'ar1', joinCode: 'RACE01', showType: 'amazing_race', name: null, status: 'active', draftPoints: 6, items: [] },
    { draftId: 'bb1', joinCode: 'HOUSE1', showType: 'big_brother', name: 'The House Guests', status: 'completed', draftPoints: 4, items: [] },
  ],
  miniGames: [{ miniGameId: 'm1', draftId: 'ar1', showType: 'amazing_race', points: 8 }],
  miniGamePoints: 8,
  predictions: [],
  predictionPoints: 0,
  replacements: [],
  replacementPoints: 0,
  totalPoints: 12,
};

describe('your drafts, by show', () => {
  it('joins the drafts list (pending ones too) with the scored drafts, in show order', () => {
    const shows = yourShows(
      [
        sampleDraftSummary({ id: 'bb1', joinCode: 'HOUSE1', showType: 'big_brother', status: 'completed' }),
        sampleDraftSummary({ id: 'sv1', joinCode: 'ISLE01', showType: 'survivor', status: 'pending' }),
        sampleDraftSummary({ id: 'ar1', joinCode: 'RACE01', showType: 'amazing_race', status: 'active' }),
      ],
      mine,
    );
    expect(shows.map((show) => [show.showType, show.drafts.map((d) => [d.draftId, d.status, d.scored?.draftPoints ?? null])])).toEqual([
      ['amazing_race', [['ar1', 'active', 6]]],
      ['big_brother', [['bb1', 'completed', 4]]],
      ['survivor', [['sv1', 'pending', null]]],
    ]);
  });

  it('totals each show by its rule: the Amazing Race counts mini-games only beyond the team points', () => {
    const [race, house] = yourShows([], mine);
    expect(race).toMatchObject({ showType: 'amazing_race', draftPoints: 6, miniGamePoints: 8, total: 8 });
    expect(house).toMatchObject({ showType: 'big_brother', draftPoints: 4, miniGamePoints: 0, total: 4 });
    expect(house.drafts.map((draft) => draft.name)).toEqual(['The House Guests']);
  });

  it("adds each show's correct predictions to its total, and says what the total is made of", () => {
    const predicted: PlayerPoints = {
      ...mine,
      predictions: [
        { draftId: 'bb1', period: 2, itemId: 'c1', label: 'Kim', correct: true, points: 2 },
        { draftId: 'bb1', period: 3, itemId: 'c2', label: 'Leo', correct: false, points: 0 },
        { draftId: 'ar1', period: 1, itemId: 't1', label: 'Team 1', correct: true, points: 3 },
      ],
      predictionPoints: 5,
      totalPoints: 19,
    };
    const [race, house] = yourShows([], predicted);
    expect(race).toMatchObject({ draftPoints: 6, miniGamePoints: 8, predictionPoints: 3, total: 11 });
    expect(house).toMatchObject({ draftPoints: 4, miniGamePoints: 0, predictionPoints: 2, total: 6 });
    expect(pointsMadeOf(race)).toBe(' (drafted 6, mini-games 8, predictions 3)');
    expect(pointsMadeOf(house)).toBe(' (drafted 4, predictions 2)');
    expect(pointsMadeOf({ draftPoints: 4, miniGamePoints: 0, predictionPoints: 0, replacementPoints: 0 })).toBe('');
  });

  it("takes each show's won replacement claims off its total, as the leaderboard does, and says so", () => {
    const replaced: PlayerPoints = {
      ...mine,
      predictions: [{ draftId: 'bb1', period: 2, itemId: 'c1', label: 'Kim', correct: true, points: 2 }],
      predictionPoints: 2,
      replacements: [
        { draftId: 'bb1', claimId: 'r1', period: 2, drop: { itemId: 'c2', label: 'Lou' }, add: { itemId: 'c3', label: 'Kim' }, points: -2 },
        { draftId: 'ar1', claimId: 'r2', period: 3, drop: { itemId: 't2', label: 'Team 2' }, add: { itemId: 't5', label: 'Team 5' }, points: -0 },
      ],
      replacementPoints: -2,
      totalPoints: 12,
    };
    const [race, house] = yourShows([], replaced);
    // Big Brother: 4 drafted + 2 predicted - 2 for the replacement.
    expect(house).toMatchObject({ draftPoints: 4, predictionPoints: 2, replacementPoints: -2, total: 4 });
    expect(pointsMadeOf(house)).toBe(' (drafted 4, predictions 2, replacements -2)');
    // A free replacement changes nothing, and says nothing (not "-0").
    expect(race).toMatchObject({ replacementPoints: 0, total: 8 });
    expect(Object.is(race.replacementPoints, -0)).toBe(false);
    expect(pointsMadeOf(race)).toBe(' (drafted 6, mini-games 8)');
    expect(pointsMadeOf({ draftPoints: 4, miniGamePoints: 0, predictionPoints: 0, replacementPoints: -3 })).toBe(' (drafted 4, replacements -3)');
  });

  it('is empty for a player in no draft', () => {
    expect(yourShows([], undefined)).toEqual([]);
  });
});
