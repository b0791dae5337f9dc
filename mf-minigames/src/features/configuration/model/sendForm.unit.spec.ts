import { MINI_GAME_CATALOGUE, type AvailableDraft } from '@reality-draft/events';
import { draftOptionLabel, sendRequest, sentTitle } from './sendForm';

const [escape, jigsaw, sudoku] = MINI_GAME_CATALOGUE;
const choices = { difficulty: 'hard' as const, title: '  Flower Power  ', description: '' };

describe('the send form', () => {
  it("labels a draft by the name the server gives it (its league's, or show and code) and its status", () => {
    const draft: AvailableDraft = { id: 'd', name: 'Big Brother #ABC123', showType: 'big_brother', joinCode: 'ABC123', status: 'pending' };
    expect(draftOptionLabel(draft)).toBe('Big Brother #ABC123 (waiting)');
    expect(draftOptionLabel({ ...draft, name: 'The House Guests', status: 'active' })).toBe('The House Guests (live)');
  });

  it('sends the escape and the jigsaw by game type', () => {
    expect(sendRequest(escape, 'd1', choices)).toEqual({ draftId: 'd1', gameType: 'rush_hour' });
    expect(sendRequest(jigsaw, 'd1', choices)).toEqual({ draftId: 'd1', gameType: 'jigsaw' });
  });

  it('sends a sudoku with its difficulty, a trimmed title, and the catalogue text where left empty', () => {
    expect(sendRequest(sudoku, 'd1', choices)).toEqual({ draftId: 'd1', difficulty: 'hard', title: 'Flower Power', description: sudoku.description });
    expect(sentTitle(sudoku, choices)).toBe('Flower Power');
    expect(sentTitle(sudoku, { ...choices, title: ' ' })).toBe('Picture Sudoku');
    expect(sentTitle(escape, choices)).toBe(escape.name);
  });
});
