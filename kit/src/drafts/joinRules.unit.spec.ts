import { httpError } from '../api/apiError';
import { INVALID_JOIN_CODE_TOAST, isCompleteJoinCode, joinFailureToast, joinSuccessToast, normalizeJoinCode } from './joinRules';

describe('join rules', () => {
  it('uppercases, drops spaces and keeps at most 6 characters', () => {
    expect(normalizeJoinCode('ab c1 23x')).toBe('ABC123');
    expect(normalizeJoinCode('abc123')).toBe('ABC123');
    expect(normalizeJoinCode('abc1234')).toBe('ABC123');
    expect(normalizeJoinCode(' ab c1 ')).toBe('ABC1');
  });

  it('needs exactly 6 characters', () => {
    expect(isCompleteJoinCode('ABC12')).toBe(false);
    expect(isCompleteJoinCode('ABC123')).toBe(true);
    expect(isCompleteJoinCode('')).toBe(false);
  });

  it('asks for a 6-digit code when the code is incomplete', () => {
    expect(INVALID_JOIN_CODE_TOAST).toEqual({
      title: 'Invalid Join Code',
      description: 'Please enter a 6-digit join code.',
      variant: 'destructive',
    });
  });

  it("words a failure with the server's message, else the fallback", () => {
    expect(joinFailureToast(httpError(404, '{"message":"Draft not found"}', 'Not Found'))).toEqual({
      title: 'Failed to Join',
      description: 'Draft not found',
      variant: 'destructive',
    });
    const started = { status: 422, text: '422: {}', message: 'This draft has already started.' };
    expect(joinFailureToast(started)).toEqual({ title: 'Failed to Join', description: 'This draft has already started.', variant: 'destructive' });
    expect(joinFailureToast({ status: 'FETCH_ERROR', text: 'FETCH_ERROR: down' }).description).toBe('Failed to join draft');
    expect(joinFailureToast(undefined).description).toBe('Failed to join draft');
  });

  it('tells an admin that admins do not join', () => {
    const message = 'Admins manage drafts through the Admin panel, not by joining as players. Use the Admin page to manage your drafts.';
    expect(joinFailureToast(httpError(403, JSON.stringify({ message }), 'Forbidden')).title).toBe('Access Denied');
    expect(joinFailureToast({ status: 403, text: '403: {}', message }).title).toBe('Access Denied');
  });

  it("says whether the player had already joined, with the server's message", () => {
    expect(joinSuccessToast({ draftId: 'd', alreadyJoined: true, message: 'Already in.' })).toEqual({ title: 'Already Joined', description: 'Already in.' });
    expect(joinSuccessToast({ draftId: 'd', alreadyJoined: false, message: 'Joined!' })).toEqual({ title: 'Joined Draft!', description: 'Joined!' });
  });
});
