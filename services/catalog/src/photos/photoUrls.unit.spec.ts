import { photoIdOf } from './photoUrls';

const ID = 'a'.repeat(32);

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
