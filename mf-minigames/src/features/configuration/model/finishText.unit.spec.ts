import { DEFAULT_AWARD_POINTS } from '@reality-draft/events';
import { awardRuleText, finishConfirmation, readAwardPoints, withAwardPoints } from './finishText';

describe("Finish & award's confirmation", () => {
  it('says how many players get points, and which', () => {
    expect(finishConfirmation([{ points: 3 }, { points: 2 }, { points: 1 }, { points: 0 }])).toBe(
      '3 players get points: 3, 2 and 1. Nobody can play it after this.',
    );
    expect(finishConfirmation([{ points: 3 }])).toBe('1 player gets points: 3. Nobody can play it after this.');
  });

  it('says when nobody completed it', () => {
    expect(finishConfirmation([])).toBe('No one has completed it yet: finishing closes it and awards no points.');
  });

  it('states the award rule of the places', () => {
    expect(awardRuleText([3, 2, 1])).toBe('The top three get 3, 2 and 1 points.');
  });
});

describe('the points a finish will award', () => {
  const rows = [1, 2, 3, 4].map((rank) => ({ rank, points: 0 }));

  it('starts at the spec’s 3, 2 and 1 and shows each ranked player’s points', () => {
    const typed = readAwardPoints({ first: String(DEFAULT_AWARD_POINTS.first), second: '2', third: '1' });
    expect(typed).toEqual({ award: { first: 3, second: 2, third: 1 }, places: [3, 2, 1], problem: null });
    expect(withAwardPoints(rows, typed.places).map((row) => row.points)).toEqual([3, 2, 1, 0]);
    expect(withAwardPoints(rows, readAwardPoints({ first: '5', second: '3', third: '3' }).places).map((row) => row.points)).toEqual([5, 3, 3, 0]);
  });

  it('says what is wrong with the typed points, as the server would', () => {
    expect(readAwardPoints({ first: '', second: '2', third: '1' }).problem).toBe("The 1st place's points must be a whole number from 1 to 10.");
    expect(readAwardPoints({ first: '3', second: '2', third: '11' }).problem).toBe("The 3rd place's points must be a whole number from 1 to 10.");
    expect(readAwardPoints({ first: '3', second: '1.5', third: '1' }).problem).toBe("The 2nd place's points must be a whole number from 1 to 10.");
    expect(readAwardPoints({ first: '2', second: '3', third: '1' }).problem).toBe('The 2nd place cannot get more points than the 1st.');
  });
});
