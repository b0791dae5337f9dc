import type { PlayerPoints } from '@reality-draft/events';
import { costText, replacementHeadline, replacementSummary } from './replacementLines';

const draft = (draftId: string, joinCode: string, showType: PlayerPoints['drafts'][number]['showType'] = 'big_brother', name: string | null = null) => ({
  draftId,
  joinCode,
  showType,
  name,
  status: 'active',
  items: [],
  draftPoints: 0,
});
const claim = (draftId: string, claimId: string, period: number, drop: string, add: string, points: number): PlayerPoints['replacements'][number] => ({
  draftId,
  claimId,
  period,
  drop: { itemId: drop.toLowerCase(), label: drop },
  add: { itemId: add.toLowerCase(), label: add },
  points,
});

describe('replacement lines', () => {
  it('lists the won claims of the show oldest first: "Episode 2: Kim for Lou −2"', () => {
    const summary = replacementSummary(
      {
        drafts: [draft('bb1', 'HOUSE1'), draft('sv1', 'ISLE01', 'survivor')],
        replacements: [claim('bb1', 'r2', 4, 'Ann', 'Ben', -2), claim('bb1', 'r1', 2, 'Lou', 'Kim', -2), claim('sv1', 'r3', 2, 'Sue', 'Tim', -1)],
      },
      'big_brother',
    );
    expect(summary.lines.map((line) => `${line.periodLabel}: ${line.text} ${line.pointsText}`)).toEqual([
      'Episode 2: Kim for Lou −2',
      'Episode 4: Ben for Ann −2',
    ]);
    expect(summary.points).toBe(-4);
    expect(summary.lines[0].league).toBeNull();
    expect(replacementHeadline(summary)).toBe('2 replacements: −4 pts.');
  });

  it('keeps to one league when asked, names the league when they span several, and reads a free claim as no cost', () => {
    const player = {
      drafts: [draft('bb1', 'HOUSE1', 'big_brother', 'The House'), draft('bb2', 'HOUSE2')],
      replacements: [claim('bb1', 'r1', 2, 'Lou', 'Kim', -0), claim('bb2', 'r2', 3, 'Ann', 'Ben', -1)],
    };
    const one = replacementSummary(player, 'big_brother', 'bb1');
    expect(one.lines).toEqual([{ key: 'r1', periodLabel: 'Episode 2', text: 'Kim for Lou', points: 0, pointsText: '0', league: null }]);
    expect(replacementHeadline(one)).toBe('1 replacement, at no cost.');
    const both = replacementSummary(player, 'big_brother');
    expect(both.lines.map((line) => line.league)).toEqual(['The House', 'Big Brother #HOUSE2']);
    expect(replacementHeadline(both)).toBe('2 replacements: −1 pt.');
    expect(replacementSummary(player, 'amazing_race').lines).toEqual([]);
  });

  it('is empty for an answer from before replacements', () => {
    expect(replacementSummary({ drafts: [draft('bb1', 'HOUSE1')] } as unknown as PlayerPoints, 'big_brother')).toEqual({ lines: [], points: 0 });
    expect(costText(-3)).toBe('−3');
    expect(costText(0)).toBe('0');
  });
});
