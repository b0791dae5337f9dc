import { deletedToast, failureToast, finishedToast, MISSING_GAME_TOAST, RESET_TOAST, sentToast } from './miniGameToasts';

const serverError = {
  status: 422,
  text: '422: {"message":"Points were already awarded for this mini-game."}',
  message: 'Points were already awarded for this mini-game.',
};

describe('mini-game toasts', () => {
  it("show the server's message on a failure", () => {
    expect(failureToast('finish', serverError)).toEqual({
      title: 'Failed to Finish',
      description: 'Points were already awarded for this mini-game.',
      variant: 'destructive',
    });
  });

  it.each([
    ['generate', 'Failed to Generate', 'Failed to generate test puzzle'],
    ['send', 'Failed to Send', 'Failed to send mini-game'],
    ['reset', 'Failed to Reset', 'Failed to reset mini-game attempts'],
    ['finish', 'Failed to Finish', 'Failed to finish mini-game'],
    ['delete', 'Failed to Delete', 'Failed to delete mini-game'],
  ] as const)('fall back for %s without a message', (action, title, description) => {
    expect(failureToast(action, { status: 'FETCH_ERROR', text: 'FETCH_ERROR: offline' })).toEqual({ title, description, variant: 'destructive' });
  });

  it('word the successes as the spec does', () => {
    expect(sentToast('Picture Sudoku', 'Survivor #XYZ789')).toEqual({ title: 'Mini-Game Sent!', description: 'Picture Sudoku was sent to Survivor #XYZ789.' });
    expect(RESET_TOAST.title).toBe('Game Reset Successfully!');
    expect(RESET_TOAST.description).toBe('All players have 1 attempt again and mini-game points are removed from the leaderboard.');
    expect(finishedToast(3)).toEqual({ title: 'Mini-Game Finished!', description: 'Points awarded to 3 players by completion times.' });
    expect(finishedToast(1).description).toBe('Points awarded to 1 player by completion times.');
    expect(deletedToast('Picture Sudoku').title).toBe('Mini-Game Deleted!');
    expect(MISSING_GAME_TOAST).toEqual({ title: 'Missing Information', description: 'Please select a mini-game.', variant: 'destructive' });
  });
});
