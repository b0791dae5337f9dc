import { adminAccess } from './adminAccess';

const check = { isLoading: false, isAdmin: false, error: undefined };

describe('admin access', () => {
  it('waits for the check', () => {
    expect(adminAccess({ ...check, isLoading: true })).toBe('checking');
  });

  it('grants access to a confirmed admin', () => {
    expect(adminAccess({ ...check, isAdmin: true })).toBe('granted');
  });

  it('denies access on a 401 or a null answer', () => {
    expect(adminAccess({ ...check, error: { status: 401, text: '401: Unauthorized' } })).toBe('denied');
    expect(adminAccess(check)).toBe('denied');
  });

  it('reports a failed check (not a denial) for any other error', () => {
    expect(adminAccess({ ...check, error: { status: 503, text: '503: {}' } })).toBe('check-failed');
    expect(adminAccess({ ...check, error: { status: 'FETCH_ERROR', text: 'FETCH_ERROR: Failed to fetch' } })).toBe('check-failed');
    expect(adminAccess({ ...check, error: { status: 500, text: '500: x' } })).toBe('check-failed');
  });
});
