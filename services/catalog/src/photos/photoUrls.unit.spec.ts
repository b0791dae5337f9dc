import { photoIdOf, publicOriginOf } from './photoUrls';

const ID = 'a'.repeat(32);

describe('PUBLIC_URL', () => {
  it('is an origin, or none when unset', () => {
    expect(publicOriginOf(undefined)).toBeNull();
    expect(publicOriginOf('')).toBeNull();
    expect(publicOriginOf('https://draft.example')).toBe('https://draft.example');
    expect(publicOriginOf('https://Draft.Example:8443/')).toBe('https://draft.example:8443');
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

describe('photoIdOf', () => {
  it('takes paths, and absolute URLs only on the public origin', () => {
    expect(photoIdOf(`/api/objects/photos/${ID}`, null)).toBe(ID);
    expect(photoIdOf(`/api/objects/photos/${ID}`, 'https://draft.example')).toBe(ID);
    expect(photoIdOf(`https://draft.example/api/objects/photos/${ID}`, 'https://draft.example')).toBe(ID);
    expect(photoIdOf(`https://forged.test/api/objects/photos/${ID}`, 'https://draft.example')).toBeNull();
    expect(photoIdOf(`//forged.test/api/objects/photos/${ID}`, 'https://draft.example')).toBeNull();
  });

  it('takes no absolute URL without PUBLIC_URL: none is known to be ours', () => {
    expect(photoIdOf(`https://forged.test/api/objects/photos/${ID}`, null)).toBeNull();
    expect(photoIdOf(`http://this-origin.invalid/api/objects/photos/${ID}`, null)).toBeNull();
    expect(photoIdOf(`//forged.test/api/objects/photos/${ID}`, null)).toBeNull();
  });
});
