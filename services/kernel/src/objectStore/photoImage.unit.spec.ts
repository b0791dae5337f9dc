import sharp from 'sharp';
import { photoFacts, testPhotos } from '../../test/testPhotos';
import { encodePhoto } from './photoImage';

const ENCODING = { sizes: { large: 640, small: 160 }, maxPixels: 40_000_000 };

async function variantsOf(bytes: Uint8Array) {
  const encoded = await encodePhoto(bytes, ENCODING);
  if (!('variants' in encoded)) throw new Error(`refused: ${encoded.refused}`);
  return encoded.variants;
}

describe('encodePhoto', () => {
  it('turns a JPEG upright by its EXIF, fits it in each size, and keeps no metadata (GPS included)', async () => {
    const original = await testPhotos.phoneJpeg();
    expect(await photoFacts(original)).toMatchObject({ width: 1200, height: 800, metadata: true, gps: true });
    const { large, small } = await variantsOf(original);
    expect(await photoFacts(large)).toEqual({ format: 'webp', width: 427, height: 640, metadata: false, gps: false });
    expect(await photoFacts(small)).toEqual({ format: 'webp', width: 107, height: 160, metadata: false, gps: false });
  });

  it('takes PNG and WebP, never enlarging a small image', async () => {
    const fromPng = await variantsOf(await testPhotos.png(100, 50));
    expect(await photoFacts(fromPng.large)).toMatchObject({ format: 'webp', width: 100, height: 50 });
    const fromWebp = await variantsOf(await testPhotos.webp(900, 300));
    expect(await photoFacts(fromWebp.large)).toMatchObject({ width: 640, height: 213 });
    expect(await photoFacts(fromWebp.small)).toMatchObject({ width: 160, height: 53 });
  });

  it.each([
    ['text', async () => Buffer.from('just some text, named photo.jpg')],
    ['an empty file', async () => Buffer.alloc(0)],
    ['a GIF', testPhotos.gif],
    [
      'a TIFF',
      () =>
        sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
          .tiff()
          .toBuffer(),
    ],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')],
    ['a truncated PNG', () => testPhotos.truncatedPng()],
    ['a truncated JPEG', async () => (await testPhotos.phoneJpeg()).subarray(0, 2000)],
    ['PNG bytes behind a JPEG signature', async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), await testPhotos.png()])],
  ])('refuses %s as not an image', async (_name, make) => {
    expect(await encodePhoto(await make(), ENCODING)).toEqual({ refused: 'notAnImage' });
  });

  it('refuses an image declaring more pixels than allowed before decoding it (a decompression bomb)', async () => {
    expect(await encodePhoto(await testPhotos.pngClaiming(10_000, 10_000), ENCODING)).toEqual({ refused: 'tooManyPixels' });
    expect(await encodePhoto(await testPhotos.pngClaiming(8, 8), ENCODING)).toHaveProperty('variants');
  });
});
