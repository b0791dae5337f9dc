import type { PlayerPoints } from '@reality-draft/events';
import { predictionSummary } from './predictionLines';

const league = (draftId: string, showType: 'survivor' | 'amazing_race', joinCode: string, name: string | null = null) => ({
  draftId,
  joinCode,
  showType,
  name,
  status: 'completed',
  items: [],
  draftPoints: 0,
});

const player: Pick<PlayerPoints, 'drafts' | 'predictions'> = {
  drafts: [league('sv1', 'survivor', 'ISLE01'), league('sv2', 'survivor', 'ISLE02', 'Tribal Council'), league('ar1', 'amazing_race', 'RACE01')],
  predictions: [
    { draftId: 'sv1', period: 4, itemId: 'c4', label: 'Leo', correct: false, points: 0 },
    { draftId: 'sv1', period: 3, itemId: 'c3', label: 'Kim', correct: true, points: 2 },
    { draftId: 'ar1', period: 1, itemId: 't1', label: 'Team 1', correct: true, points: 3 },
    { draftId: 'sv2', period: 3, itemId: 'c3', label: 'Kim', correct: true, points: 5 },
  ],
};

describe('settled predictions in the breakdown', () => {
  it("lists one league's, oldest first: 'Episode 3: Kim ✓ +2', 'Episode 4: Leo ✗ 0'", () => {
    const summary = predictionSummary(player, 'survivor', 'sv1');
    expect(summary.lines.map((line) => [line.periodLabel, line.label, line.correct, line.pointsText, line.league])).toEqual([
      ['Episode 3', 'Kim', true, '+2', null],
      ['Episode 4', 'Leo', false, '0', null],
    ]);
    expect(summary).toMatchObject({ correct: 1, points: 2 });
  });

  it("names the league where a show's breakdown spans more than one", () => {
    const summary = predictionSummary(player, 'survivor');
    expect(summary.lines.map((line) => [line.key, line.league])).toEqual([
      ['sv1:3', 'Survivor #ISLE01'],
      ['sv2:3', 'Tribal Council'],
      ['sv1:4', 'Survivor #ISLE01'],
    ]);
    expect(summary).toMatchObject({ correct: 2, points: 7 });
  });

  it('says "Week" for the Amazing Race, and is empty without predictions', () => {
    expect(predictionSummary(player, 'amazing_race').lines.map((line) => `${line.periodLabel}: ${line.label} ${line.pointsText}`)).toEqual([
      'Week 1: Team 1 +3',
    ]);
    expect(predictionSummary({ drafts: player.drafts, predictions: [] }, 'survivor')).toEqual({ lines: [], correct: 0, points: 0 });
    expect(predictionSummary(player, 'big_brother').lines).toEqual([]);
  });
});
