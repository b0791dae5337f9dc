import { httpError } from '../api/apiError';
import { isCompleteJoinCode, joinFailureToast, joinSuccessToast, normalizeJoinCode } from './joinRules';

describe('join rules', () => {
  it('uppercases, drops spaces and keeps at most 6 characters', () => {
    expect(normalizeJoinCode('ab c1 23x')).toBe('ABC123');
  });

  it('needs exactly 6 characters', () => {
    expect(isCompleteJoinCode('ABC12')).toBe(false);
    expect(isCompleteJoinCode('ABC123')).toBe(true);
  });

  it("words a failure with the server's message, else the fallback", () => {
    expect(joinFailureToast(httpError(404, '{"message":"Draft not found"}', 'Not Found'))).toEqual({
      title: 'Failed to Join',
      description: 'Draft not found',
      variant: 'destructive',
    });
    expect(joinFailureToast(undefined).description).toBe('Failed to join draft');
  });

  it('tells an admin that admins do not join', () => {
    const message = 'Admins manage drafts through the Admin panel, not by joining as players. Use the Admin page to manage your drafts.';
    expect(joinFailureToast(httpError(403, JSON.stringify({ message }), 'Forbidden')).title).toBe('Access Denied');
  });

  it('says whether the player had already joined', () => {
    expect(joinSuccessToast({ draftId: 'd', alreadyJoined: true, message: 'x' }).title).toBe('Already Joined');
    expect(joinSuccessToast({ draftId: 'd', alreadyJoined: false, message: 'x' }).title).toBe('Joined Draft!');
  });
});
