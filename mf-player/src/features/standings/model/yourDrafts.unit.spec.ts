import type { PlayerPoints } from '@reality-draft/events';
import { sampleDraftSummary } from '@reality-draft/kit/testing';
import { yourShows } from './yourDrafts';

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

  it('is empty for a player in no draft', () => {
    expect(yourShows([], undefined)).toEqual([]);
  });
});
