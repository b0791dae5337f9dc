import type { RankChange } from '@reality-draft/events';
import { periodPreviewEntries, previewEntry, rankLine } from './rankPreview';
import type { PeriodChange } from './types';

const moved = (rankBefore: number, rankAfter: number, totalBefore: number, totalAfter: number): RankChange => ({
  draftId: 'd1',
  draftName: 'Big Brother #K7Q2XM',
  playerId: 'p1',
  playerName: 'Ann Lee',
  totalBefore,
  totalAfter,
  rankBefore,
  rankAfter,
});

describe('a correction previewed as rank changes', () => {
  it('says each moved player in one line', () => {
    expect(rankLine(moved(3, 1, 41, 47))).toBe('Ann Lee: 3rd → 1st in Big Brother #K7Q2XM, 41 → 47');
    expect(rankLine(moved(2, 3, 4, 4))).toBe('Ann Lee: 2nd → 3rd in Big Brother #K7Q2XM, still 4');
    expect(rankLine(moved(11, 11, 5, 6))).toBe('Ann Lee: still 11th in Big Brother #K7Q2XM, 5 → 6');
  });

  it("sends each show's entries as its points route takes them", () => {
    const slot = { subjectId: 's1', period: 3, pointType: 'veto' as const };
    expect(previewEntry('big_brother', slot, 2)).toEqual({ route: 'contestant', contestantId: 's1', episode: 3, points: 2, pointType: 'veto' });
    expect(previewEntry('survivor', slot, 2)).toEqual({ route: 'survivorContestant', contestantId: 's1', episode: 3, points: 2, pointType: 'veto' });
    expect(previewEntry('amazing_race', { subjectId: 't1', period: 4, pointType: 'placement' }, 5)).toEqual({
      route: 'team',
      teamId: 't1',
      week: 4,
      points: 5,
      pointType: 'placement',
    });
  });

  it("takes a period save's changes at their new values, a removal at 0", () => {
    const change = (subjectId: string, before: number | null, after: number | null): PeriodChange => ({
      entryId: subjectId,
      subjectKind: 'contestant',
      subjectId,
      subjectLabel: null,
      pointType: 'veto',
      action: before === null ? 'entered' : after === null ? 'removed' : 'corrected',
      before,
      after,
      reason: null,
    });
    expect(periodPreviewEntries('big_brother', 12, [change('iris', 2, null), change('georgia', null, 2), change('harlan', 1, 3)])).toEqual([
      { route: 'contestant', contestantId: 'iris', episode: 12, points: 0, pointType: 'veto' },
      { route: 'contestant', contestantId: 'georgia', episode: 12, points: 2, pointType: 'veto' },
      { route: 'contestant', contestantId: 'harlan', episode: 12, points: 3, pointType: 'veto' },
    ]);
  });
});
