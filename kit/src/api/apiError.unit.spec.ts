import { errorMessage, formatErrorText, httpError, isNetworkError, networkError } from './apiError';

describe('error text', () => {
  it('is the status, a colon and a space, then the body text', () => {
    expect(formatErrorText(409, '{"message":"Email already registered"}', 'Conflict')).toBe('409: {"message":"Email already registered"}');
  });

  it('uses the status text when the body is empty', () => {
    expect(formatErrorText(500, '', 'Internal Server Error')).toBe('500: Internal Server Error');
  });

  it('keeps the parsed message for toasts', () => {
    const error = httpError(401, '{"message":"Invalid credentials"}', 'Unauthorized');
    expect(error).toEqual({
      status: 401,
      text: '401: {"message":"Invalid credentials"}',
      message: 'Invalid credentials',
      data: { message: 'Invalid credentials' },
    });
    expect(errorMessage(error, 'fallback')).toBe('Invalid credentials');
  });

  it('handles a non-JSON body', () => {
    const error = httpError(502, 'Bad gateway', 'Bad Gateway');
    expect(error.text).toBe('502: Bad gateway');
    expect(error.message).toBeUndefined();
    expect(errorMessage(error, 'Failed to create account')).toBe('Failed to create account');
  });

  it('falls back when the message is blank or missing', () => {
    expect(errorMessage(httpError(400, '{"message":"  "}', 'Bad Request'), 'x')).toBe('x');
    expect(errorMessage(httpError(400, '{"errors":[]}', 'Bad Request'), 'x')).toBe('x');
    expect(errorMessage(undefined, 'x')).toBe('x');
  });

  it('marks network failures', () => {
    const error = networkError(new TypeError('Failed to fetch'));
    expect(error.text).toBe('FETCH_ERROR: Failed to fetch');
    expect(isNetworkError(error)).toBe(true);
    expect(isNetworkError(httpError(500, '', 'x'))).toBe(false);
  });
});
