import type { ApiError } from '@reality-draft/kit';
import { isRoomGone } from './roomAccess';

const failure = (status: ApiError['status']): ApiError => ({ status, text: `${status}: {}` });

describe('room access', () => {
  it('treats a deleted draft (404) and a draft that is not the viewer’s (403) as gone', () => {
    expect(isRoomGone(failure(404))).toBe(true);
    expect(isRoomGone(failure(403))).toBe(true);
  });

  it('keeps the room for passing failures and no failure', () => {
    expect(isRoomGone(failure(500))).toBe(false);
    expect(isRoomGone(failure('FETCH_ERROR'))).toBe(false);
    expect(isRoomGone(undefined)).toBe(false);
  });
});
