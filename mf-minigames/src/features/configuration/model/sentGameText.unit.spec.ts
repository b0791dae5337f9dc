import type { SentMiniGame } from '@reality-draft/events';
import { completionsText, finishOptionLabel, sentDateText, sentGameDraftLabel, sentGamesOfType } from './sentGameText';

const game = (over: Partial<SentMiniGame> = {}): SentMiniGame => ({
  id: 'g1',
  title: 'Family Game Night Jigsaw',
  description: '',
  gameType: 'jigsaw',
  sentAt: '2026-03-12T10:00:00.000Z',
  draft: { id: 'd1', name: 'Big Brother #ABC123', showType: 'big_brother', joinCode: 'ABC123' },
  finished: false,
  completions: 2,
  participants: 5,
  difficulty: '',
  ...over,
});

describe('sent game text', () => {
  it("labels the draft 'Big Brother #CODE'", () => {
    expect(sentGameDraftLabel(game())).toBe('Big Brother #ABC123');
  });

  it('counts completions out of participants', () => {
    expect(completionsText(game())).toBe('2/5 completed');
  });

  it('dates the send, and says nothing for a missing or bad date', () => {
    expect(sentDateText('2026-03-12T10:00:00.000Z', 'en-GB')).toBe('Sent 12 Mar 2026');
    expect(sentDateText(undefined)).toBe('');
    expect(sentDateText('not a date')).toBe('');
  });

  it("labels a Finish option by title and join code, or 'No Code'", () => {
    expect(finishOptionLabel(game())).toBe('Family Game Night Jigsaw · ABC123');
    expect(finishOptionLabel(game({ draft: { id: 'd1', name: '', showType: 'survivor', joinCode: '' } }))).toBe('Family Game Night Jigsaw · No Code');
    expect(finishOptionLabel(game({ finished: true }))).toBe('Family Game Night Jigsaw · ABC123 (finished)');
  });

  it('keeps the games of one type, newest first', () => {
    const games = [
      game({ id: 'old', sentAt: '2026-03-01T00:00:00.000Z' }),
      game({ id: 'escape', gameType: 'rush_hour' }),
      game({ id: 'new', sentAt: '2026-03-20T00:00:00.000Z' }),
    ];
    expect(sentGamesOfType(games, 'jigsaw').map((g) => g.id)).toEqual(['new', 'old']);
    expect(sentGamesOfType(undefined, 'jigsaw')).toEqual([]);
  });
});
