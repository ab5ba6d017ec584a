import { crc32 } from 'node:zlib';
import { expect } from 'vitest';
import sharp from 'sharp';
import { formatOf } from './content.ts';

// Pictures with metadata as cameras and phones write it (camera, GPS position, author), and the
// check that a stored copy kept none of it and every pixel.

export const CAMERA = { Make: 'ClinicTestCam', Model: 'CTC-GPS-1' };
export const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '37/1 33/1 5998/100',
  GPSLongitudeRef: 'E',
  GPSLongitude: '126/1 58/1 4/1',
};

/** A photo as a phone writes it: varied pixels, camera make and model, a GPS position. */
export async function cameraJpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919 + (i >> 5) * 104729) % 251;
  let image = sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .withExif({ IFD0: { ...CAMERA, Software: 'ClinicTestCam 1.0' }, IFD3: GPS });
  if (orientation) image = image.withMetadata({ orientation });
  return image.toBuffer();
}

/** The tags of IFD0 in a raw EXIF block (`Exif\0\0` + TIFF, or TIFF alone). */
export function ifd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  return Array.from({ length: u16(ifd0) }, (_, i) => u16(ifd0 + 2 + i * 12));
}

export const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();

/** What a downloaded picture must be: the same format, size and pixels, and no trace of camera or place. */
export async function expectCleanCopyOf(original: Buffer, downloaded: Buffer, orientation?: number) {
  const before = await sharp(original).metadata();
  const after = await sharp(downloaded).metadata();
  expect(formatOf(downloaded)).toBe(formatOf(original));
  expect([after.width, after.height]).toEqual([before.width, before.height]);
  expect(after.orientation).toBe(orientation);
  if (orientation) expect(ifd0Tags(after.exif!)).toEqual([0x0112]);
  else expect(after.exif).toBeUndefined();
  expect(after.xmp).toBeUndefined();
  expect(after.comments).toBeUndefined();
  for (const text of [CAMERA.Make, CAMERA.Model, 'GPS']) expect(downloaded.includes(text), text).toBe(false);
  // Not re-encoded: every pixel is the one sent.
  expect((await pixels(downloaded)).equals(await pixels(original))).toBe(true);
}

/** The chunk types of a PNG, in order. */
export function pngChunks(png: Buffer): string[] {
  const types: string[] = [];
  for (let p = 8; p < png.length; p += 12 + png.readUInt32BE(p)) types.push(png.toString('latin1', p + 4, p + 8));
  return types;
}

/** One PNG chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A PNG with an eXIf chunk (camera and GPS) and a tEXt chunk naming its author, right after IHDR. */
export async function pngWithText(): Promise<Buffer> {
  const png = await sharp({ create: { width: 120, height: 90, channels: 4, background: '#c81e3c' } })
    .png()
    .withExif({ IFD0: CAMERA, IFD3: GPS })
    .toBuffer();
  const text = pngChunk('tEXt', Buffer.from('Author\0Dr. Hidden, Gangnam branch', 'latin1'));
  return Buffer.concat([png.subarray(0, 33), text, png.subarray(33)]);
}
