import type { ApiError } from '@reality-draft/kit';
import { autoPickFailure, autoPickSwitched, commissionerPickSuccess, eliminationFailure, pickFailure, pickSuccess, roomActionFailure } from './roomToasts';

const conflict: ApiError = { status: 409, text: '409: {"message":"It is not your turn."}', message: 'It is not your turn.' };

describe('room toasts', () => {
  it('uses the fixed texts for start and reset failures', () => {
    expect(roomActionFailure('start', conflict)).toEqual({ title: 'Error', description: 'Failed to start draft.', variant: 'destructive' });
    expect(roomActionFailure('reset', undefined).description).toBe('Failed to reset draft.');
  });

  it("shows the server's message for the commissioner controls", () => {
    expect(roomActionFailure('undo', conflict).description).toBe('It is not your turn.');
    expect(roomActionFailure('pause', undefined).description).toBe('Failed to pause the timer.');
  });

  it('words elimination failures per show', () => {
    expect(eliminationFailure('amazing_race').description).toBe('Failed to update team status');
    expect(eliminationFailure('big_brother').description).toBe('Failed to update contestant status');
  });

  it("words picks: 'Pick Made!' and 'Pick Failed' with the server message or the fallback", () => {
    expect(pickSuccess('amazing_race', 'Team 3')).toEqual({ title: 'Pick Made!', description: 'You picked Team 3. Your team has been selected.' });
    expect(pickSuccess('survivor', 'Harlan').description).toBe('You picked Harlan. Your contestant has been selected.');
    expect(pickFailure(conflict)).toEqual({ title: 'Pick Failed', description: 'It is not your turn.', variant: 'destructive' });
    expect(pickFailure(undefined).description).toBe('Failed to make pick.');
  });

  it("names the commissioner's pick and whom it was for", () => {
    expect(commissionerPickSuccess('Harlan Fizzwick', 'Sam')).toEqual({ title: 'Pick Made!', description: 'You picked Harlan Fizzwick for Sam.' });
  });

  it('says what the auto-pick switch now does', () => {
    expect(autoPickSwitched(true).title).toBe('Auto-pick On');
    expect(autoPickSwitched(false).title).toBe('Auto-pick Off');
    expect(autoPickFailure(conflict).description).toBe('It is not your turn.');
  });
});
