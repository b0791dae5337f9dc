import { linkOriginOf, publicOriginOf } from './publicOrigin';

describe('PUBLIC_URL', () => {
  it('is an origin, or none when unset', () => {
    expect(publicOriginOf(undefined)).toBeNull();
    expect(publicOriginOf('')).toBeNull();
    expect(publicOriginOf('https://draft.example')).toBe('https://draft.example');
    expect(publicOriginOf('https://Draft.Example:8443/')).toBe('https://draft.example:8443');
  });

  it('makes a mail link on it, else on this server at localhost', () => {
    expect(linkOriginOf({ PUBLIC_URL: 'https://draft.example' })).toBe('https://draft.example');
    expect(linkOriginOf({ PORT: '8091' })).toBe('http://localhost:8091');
    expect(linkOriginOf({})).toBe('http://localhost:8080');
  });

  it.each([
    'draft.example',
    'ftp://draft.example',
    'https://draft.example/app',
    'https://user:pw@draft.example',
    'https://draft.example/?a=1',
    'https://draft.example/#top',
  ])('refuses %s, which is not an origin', (value) => {
    expect(() => publicOriginOf(value)).toThrow(`PUBLIC_URL must be the origin browsers reach the app at, such as https://draft.example, not "${value}"`);
  });
});
