import { joinFailureToast, joinSuccessToast } from './joinToasts';

describe('join toasts', () => {
  it("shows the server's message when a join fails", () => {
    const error = { status: 422, text: '422: {}', message: 'This draft has already started.' };
    expect(joinFailureToast(error)).toEqual({ title: 'Failed to Join', description: 'This draft has already started.', variant: 'destructive' });
  });

  it('falls back to a plain sentence', () => {
    expect(joinFailureToast({ status: 'FETCH_ERROR', text: 'FETCH_ERROR: down' }).description).toBe('Failed to join draft');
    expect(joinFailureToast(undefined).description).toBe('Failed to join draft');
  });

  it("titles the admin refusal 'Access Denied'", () => {
    const message = 'Admins manage drafts through the Admin panel, not by joining as players. Use the Admin page to manage your drafts.';
    expect(joinFailureToast({ status: 403, text: '403: {}', message }).title).toBe('Access Denied');
  });

  it("shows the server's message when a join succeeds", () => {
    expect(joinSuccessToast({ draftId: 'd1', alreadyJoined: false, message: 'Joined!' })).toEqual({ title: 'Joined Draft!', description: 'Joined!' });
    expect(joinSuccessToast({ draftId: 'd1', alreadyJoined: true, message: 'Already in.' }).title).toBe('Already Joined');
  });
});
