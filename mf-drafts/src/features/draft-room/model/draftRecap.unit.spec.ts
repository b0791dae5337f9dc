import { draftRecap, secondsText } from './draftRecap';
import { aPick, PLAYERS } from '../../../../test/endOfDraftFixtures';

describe('the draft recap', () => {
  it('counts rounds, picks and auto-picks, and names the first pick and its picker', () => {
    const picks = [aPick(1), aPick(2, { source: 'timer' }), aPick(3, { source: 'bot' }), aPick(4), aPick(5), aPick(6)];
    const recap = draftRecap(PLAYERS, picks, 9, null);
    expect(recap).toMatchObject({ rounds: 2, picksMade: 6, totalPicks: 9, autoPicks: 2 });
    expect(recap.firstPick).toEqual({ pickNumber: 1, round: 1, name: 'Item 1', isAutoPick: false, playerName: 'Ann' });
  });

  it('finds the fastest picker by the average time on the clock of the picks they made themselves', () => {
    const picks = [
      aPick(1, { secondsOnClock: 9 }), // Ann
      aPick(2, { secondsOnClock: 4 }), // Ben
      aPick(3, { secondsOnClock: 1, source: 'timer' }), // Cy's auto-pick does not count
      aPick(4, { secondsOnClock: 8 }), // Cy
      aPick(5, { secondsOnClock: 6 }), // Ben: 5 on average
      aPick(6, { secondsOnClock: 2 }), // Ann: 5.5 on average
    ];
    expect(draftRecap(PLAYERS, picks, 9, null).fastest).toEqual({ playerName: 'Ben', averageSeconds: 5, picks: 2 });
  });

  it('names no fastest picker when no pick was timed by its player', () => {
    expect(draftRecap(PLAYERS, [aPick(1), aPick(2, { source: 'timer', secondsOnClock: 20 })], 9, null).fastest).toBeNull();
  });

  it("lists the viewer's own picks in pick order, and none for an admin", () => {
    const picks = [aPick(6), aPick(1), aPick(7, { source: 'timer' })];
    expect(draftRecap(PLAYERS, picks, 9, 'ann').yourPicks).toEqual([
      { pickNumber: 1, round: 1, name: 'Item 1', isAutoPick: false },
      { pickNumber: 6, round: 2, name: 'Item 6', isAutoPick: false },
      { pickNumber: 7, round: 3, name: 'Item 7', isAutoPick: true },
    ]);
    expect(draftRecap(PLAYERS, picks, 9, null).yourPicks).toEqual([]);
  });

  it('has nothing to name before the first pick', () => {
    expect(draftRecap(PLAYERS, [], 9, 'ann')).toMatchObject({ rounds: 0, picksMade: 0, autoPicks: 0, firstPick: null, fastest: null, yourPicks: [] });
  });

  it('words seconds with a tenth only under ten', () => {
    expect([4.25, 12.4, 0].map(secondsText)).toEqual(['4.3 s', '12 s', '0 s']);
  });
});
