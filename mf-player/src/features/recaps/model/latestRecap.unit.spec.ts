import type { Recap, RecapStanding } from '@reality-draft/events';
import { latestRecap, periodPointsText, recapBrief, recapShown } from './latestRecap';

const standing = (playerName: string, rank: number, points: number, periodPoints: number): RecapStanding => ({
  playerId: playerName.toLowerCase(),
  playerName,
  rank,
  rankBefore: null,
  points,
  periodPoints,
});

const recap = (period: number, over: Partial<Recap> = {}): Recap => ({
  period,
  showType: 'survivor',
  at: '2026-12-04T20:00:00.000Z',
  title: `Episode ${period} recap`,
  corrected: false,
  hidden: false,
  guardText: null,
  lines: ['Top scorer: Ann Lee, 4 points.', 'Went home: Kim (Ben Ray’s pick).', 'Top three: 1st Ann Lee (9), 2nd Ben Ray (7), 3rd Cy Doe (2).'],
  standings: [standing('Ann Lee', 1, 9, 4), standing('Ben Ray', 2, 7, 2), standing('Cy Doe', 3, 2, 0), standing('Di Fox', 4, 1, 0)],
  ...over,
});

const hidden = (period: number): Recap =>
  recap(period, { hidden: true, guardText: `Episode ${period} recap - you're at the start: reveal?`, lines: [], standings: [] });

describe('the dashboard recap', () => {
  it('is the latest by period, or none', () => {
    expect(latestRecap([recap(3), recap(2), recap(1)])?.period).toBe(3);
    expect(latestRecap([recap(1), recap(4), recap(2)])?.period).toBe(4);
    expect(latestRecap([])).toBeNull();
    expect(latestRecap(undefined)).toBeNull();
  });

  it('shows a hidden recap whole once its reveal read is back, and stays hidden until then (or if it still answers hidden)', () => {
    const listed = hidden(2);
    expect(recapShown(listed, undefined)).toBe(listed);
    expect(recapShown(listed, [hidden(2), recap(1)])).toBe(listed);
    const whole = recap(2);
    expect(recapShown(listed, [whole, recap(1)])).toBe(whole);
    // A whole recap is itself, whatever was revealed.
    const open = recap(1);
    expect(recapShown(open, [recap(1, { lines: ['other'] })])).toBe(open);
  });

  it('briefs a recap: its lines without the top-three line, which the top three list shows', () => {
    const brief = recapBrief(recap(1));
    expect(brief.lines).toEqual(['Top scorer: Ann Lee, 4 points.', 'Went home: Kim (Ben Ray’s pick).']);
    expect(brief.topThree.map((row) => row.playerName)).toEqual(['Ann Lee', 'Ben Ray', 'Cy Doe']);
  });

  it('keeps every line when there are no standings, and cuts ties past third as the line does', () => {
    expect(recapBrief({ lines: ['No one scored in episode 1.', 'Top three: .'], standings: [] }).lines).toEqual([
      'No one scored in episode 1.',
      'Top three: .',
    ]);
    const tied = [standing('Ann Lee', 1, 5, 5), standing('Ben Ray', 2, 3, 3), standing('Cy Doe', 3, 1, 1), standing('Di Fox', 3, 1, 1)];
    expect(recapBrief({ lines: [], standings: tied }).topThree.map((row) => row.playerName)).toEqual(['Ann Lee', 'Ben Ray', 'Cy Doe']);
  });

  it("writes a period's points with their sign", () => {
    expect([periodPointsText(3), periodPointsText(0), periodPointsText(-2)]).toEqual(['+3', '0', '\u22122']);
  });
});
