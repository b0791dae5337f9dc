import { crc32 } from 'node:zlib';
import sharp from 'sharp';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c0392b' } });

/** Images for the photo upload's tests, made on the spot. */
export const testPhotos = {
  /** A landscape JPEG whose EXIF says "turn 90° clockwise" and where it was taken (GPS). */
  phoneJpeg: (width = 1200, height = 800) =>
    solid(width, height)
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: {
          IFD0: { Make: 'TestPhone', Copyright: 'Someone' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
        },
      })
      .toBuffer(),
  png: (width = 100, height = 50) => solid(width, height).png().toBuffer(),
  webp: (width = 900, height = 300) => solid(width, height).webp().toBuffer(),
  gif: () => solid(20, 20).gif().toBuffer(),
  /** The first `bytes` of a PNG: its header is whole, its pixels are not. */
  truncatedPng: async (bytes = 400) => (await solid(300, 300).png().toBuffer()).subarray(0, bytes),
  /** A small PNG whose header claims `width` × `height` (its checksum fixed, so only the size is a lie): a decompression bomb's shape. */
  pngClaiming: async (width: number, height: number) => {
    const png = Buffer.from(await solid(8, 8).png().toBuffer());
    png.writeUInt32BE(width, 16);
    png.writeUInt32BE(height, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    return png;
  },
};

/** EXIF's GPSInfo tag (0x8825, a LONG), little- or big-endian: where the GPS facts start. */
const GPS_TAGS = [Buffer.from([0x25, 0x88, 0x04, 0x00]), Buffer.from([0x88, 0x25, 0x00, 0x04])];
/** The RIFF chunks in which a WebP carries metadata. */
const WEBP_METADATA_CHUNKS = ['EXIF', 'XMP ', 'ICCP'];

/** What a test checks of a kept photo: format, size, whether any metadata survived, and whether GPS facts did. */
export async function photoFacts(bytes: Uint8Array) {
  const { format, width, height, exif, icc, xmp, orientation } = await sharp(bytes).metadata();
  const file = Buffer.from(bytes);
  const metadata = Boolean(exif || icc || xmp || orientation) || (format === 'webp' && WEBP_METADATA_CHUNKS.some((chunk) => file.includes(chunk)));
  return { format, width, height, metadata, gps: Boolean(exif && GPS_TAGS.some((tag) => exif.includes(tag))) };
}
