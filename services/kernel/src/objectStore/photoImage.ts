import { PHOTO_FORMATS } from '@reality-draft/events';
import type sharpModule from 'sharp';

type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export interface PhotoEncoding {
  /** Each variant's longest side in pixels (the image is fitted inside, never enlarged). */
  sizes: Readonly<Record<string, number>>;
  /** The most pixels (width × height) an image may declare before it is decoded. */
  maxPixels: number;
}

/** The WebP variants of a photo, or why the file is refused. */
export type EncodedPhoto = { variants: Record<string, Buffer> } | { refused: 'notAnImage' | 'tooManyPixels' };

let loaded: Promise<typeof sharpModule> | undefined;

/** sharp and libvips (~19 MB resident) load with the first photo, not with every process that could take one. */
function loadSharp(): Promise<typeof sharpModule> {
  return (loaded ??= import('sharp').then(({ default: sharp }) => {
    // Each upload is decoded once: libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  }));
}

/** The first bytes of each format kept; anything else never reaches the decoder. */
function sniff(bytes: Uint8Array): PhotoFormat | null {
  const starts = (signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/**
 * Checks that the bytes are a JPEG, PNG or WebP image by their content (the signature, then the
 * decoder's reading of the header, then a full decode that fails on any error, a truncated file
 * included), then re-encodes it as WebP at each size: turned upright by its EXIF orientation, fitted
 * inside the size without enlarging, and with no metadata at all (EXIF, GPS, XMP, ICC) carried over.
 */
export async function encodePhoto(bytes: Uint8Array, { sizes, maxPixels }: PhotoEncoding): Promise<EncodedPhoto> {
  const format = sniff(bytes);
  if (!format) return { refused: 'notAnImage' };
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sharp = await loadSharp();
  const options: sharpModule.SharpOptions = { failOn: 'error', limitInputPixels: maxPixels, pages: 1 };
  try {
    // The header alone, so a bomb is named for its size; the decode below is held to the limit all the same.
    const { format: read, width = 0, height = 0 } = await sharp(input, { ...options, limitInputPixels: false }).metadata();
    if (read !== format || width < 1 || height < 1) return { refused: 'notAnImage' };
    if (width * height > maxPixels) return { refused: 'tooManyPixels' };
    const upright = sharp(input, options).rotate().timeout({ seconds: 30 });
    const encoded = await Promise.all(
      Object.entries(sizes).map(async ([name, side]) => {
        const resized = upright.clone().resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
        return [name, await resized.webp({ quality: 82 }).toBuffer()] as const;
      }),
    );
    return { variants: Object.fromEntries(encoded) };
  } catch {
    return { refused: 'notAnImage' };
  }
}
