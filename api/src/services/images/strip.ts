import { crc32 } from 'node:zlib';

/**
 * Metadata removal without re-encoding. A picture keeps what draws it (the compressed pixels, its
 * colour profile, animation) and its orientation; everything else it carries goes: EXIF (camera,
 * serial numbers, GPS, time), XMP, IPTC, comments, text chunks, embedded thumbnails and whatever was
 * appended after the image (motion-photo videos, depth maps, vendor trailers).
 *
 * Each format is read as a list of segments or chunks and only those on an allow-list are copied, so
 * a kind of metadata nobody has thought of is dropped too. The pixels are copied byte for byte: the
 * file is exactly as good as the one sent.
 */

/** Thrown when the bytes are not the well-formed file their signature claims. */
export class MalformedImage extends Error {
  constructor(format: string, detail: string) {
    super(`malformed ${format}: ${detail}`);
    this.name = 'MalformedImage';
  }
}

/**
 * A TIFF structure (big-endian) holding one tag, Orientation: what is left of EXIF when a photo taken
 * sideways must still show upright (viewers rotate by it, as they did for the original file).
 */
export function orientationTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value, stored in the entry
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  return tiff;
}

export const needsOrientation = (orientation: number | undefined): orientation is number =>
  orientation !== undefined && orientation >= 2 && orientation <= 8;

// ---------------------------------------------------------------- JPEG

const startsWith = (payload: Buffer, text: string) =>
  payload.length >= text.length && payload.subarray(0, text.length).toString('latin1') === text;

/** A JFIF header without its thumbnail (the first 14 bytes, thumbnail size 0 x 0). */
function jfifWithoutThumbnail(segment: Buffer): Buffer {
  const payload = segment.subarray(4);
  if (payload.length < 14) return segment;
  const out = Buffer.alloc(4 + 14);
  out.writeUInt16BE(0xffe0, 0);
  out.writeUInt16BE(16, 2);
  payload.copy(out, 4, 0, 14);
  out[4 + 12] = 0;
  out[4 + 13] = 0;
  return out;
}

/**
 * Keeps SOI, the frame, tables, scans and EOI, plus JFIF (without thumbnail), ICC profile and
 * Adobe (colour transform) application segments; every other APPn and COM segment goes, as does
 * anything after EOI. An Orientation-only EXIF segment is written when the photo needs it.
 */
export function jpegWithoutMetadata(jpeg: Buffer, orientation?: number): Buffer {
  const fail = (detail: string) => new MalformedImage('JPEG', detail);
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw fail('no SOI');
  const kept: Buffer[] = [];
  let p = 2;
  while (p < jpeg.length) {
    if (jpeg[p] !== 0xff) throw fail(`no marker at ${p}`);
    while (p < jpeg.length && jpeg[p] === 0xff) p += 1; // fill bytes
    if (p >= jpeg.length) throw fail('ends in a marker');
    const marker = jpeg[p]!;
    p += 1;
    if (marker === 0xd9) {
      kept.push(Buffer.from([0xff, 0xd9]));
      break; // whatever follows (a motion-photo video, a second picture) goes
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      kept.push(Buffer.from([0xff, marker]));
      continue;
    }
    if (marker === 0x00 || marker === 0xd8) throw fail(`unexpected marker ${marker.toString(16)}`);
    if (p + 2 > jpeg.length) throw fail('segment without length');
    const length = jpeg.readUInt16BE(p);
    if (length < 2 || p + length > jpeg.length) throw fail('segment past the end');
    const segment = jpeg.subarray(p - 2, p + length);
    const payload = jpeg.subarray(p + 2, p + length);
    p += length;
    if (marker === 0xe0) {
      if (startsWith(payload, 'JFIF\0')) kept.push(jfifWithoutThumbnail(segment));
    } else if (marker === 0xe2) {
      if (startsWith(payload, 'ICC_PROFILE\0')) kept.push(segment);
    } else if (marker === 0xee) {
      if (startsWith(payload, 'Adobe')) kept.push(segment);
    } else if ((marker >= 0xe1 && marker <= 0xef) || marker === 0xfe) {
      // EXIF and XMP (APP1), MPF and FlashPix (APP2), IPTC (APP13), JUMBF (APP11), comments: gone.
    } else {
      kept.push(segment);
    }
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker other than a stuffed 0xFF00 or a restart marker.
      const start = p;
      for (;;) {
        p = jpeg.indexOf(0xff, p);
        if (p < 0 || p + 1 >= jpeg.length) {
          p = jpeg.length; // cut short: what is there is kept, a viewer shows what it can
          break;
        }
        const next = jpeg[p + 1]!;
        if (next !== 0x00 && (next < 0xd0 || next > 0xd7)) break; // a marker, or fill bytes before one
        p += 2;
      }
      kept.push(jpeg.subarray(start, p));
    }
  }
  const out: Buffer[] = [Buffer.from([0xff, 0xd8])];
  const first = kept[0];
  if (first && first[1] === 0xe0) out.push(kept.shift()!);
  if (needsOrientation(orientation)) {
    const tiff = orientationTiff(orientation);
    const head = Buffer.alloc(4);
    head.writeUInt16BE(0xffe1, 0);
    head.writeUInt16BE(2 + 6 + tiff.length, 2);
    out.push(head, Buffer.from('Exif\0\0', 'latin1'), tiff);
  }
  out.push(...kept);
  return Buffer.concat(out);
}

// ---------------------------------------------------------------- PNG

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Chunks that draw the picture or say how (colour, transparency, density, animation). */
const PNG_KEEP = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'cICP',
  'mDCv',
  'cLLi',
  'bKGD',
  'hIST',
  'pHYs',
  'sPLT',
  'acTL',
  'fcTL',
  'fdAT',
]);

function pngChunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * Keeps the chunks of `PNG_KEEP`; text (tEXt, zTXt, iTXt), eXIf, tIME and private chunks go, as
 * does anything after IEND. An Orientation-only eXIf chunk is written when the picture needs it.
 */
export function pngWithoutMetadata(png: Buffer, orientation?: number): Buffer {
  const fail = (detail: string) => new MalformedImage('PNG', detail);
  if (png.length < 8 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) throw fail('no signature');
  const out: Buffer[] = [PNG_SIGNATURE];
  let p = 8;
  let ended = false;
  while (p < png.length) {
    if (p + 12 > png.length) throw fail('chunk past the end');
    const length = png.readUInt32BE(p);
    const type = png.toString('latin1', p + 4, p + 8);
    const end = p + 12 + length;
    if (end > png.length) throw fail(`${type} past the end`);
    if (PNG_KEEP.has(type)) out.push(png.subarray(p, end));
    if (type === 'IHDR' && needsOrientation(orientation)) out.push(pngChunk('eXIf', orientationTiff(orientation)));
    p = end;
    if (type === 'IEND') {
      ended = true;
      break;
    }
  }
  if (!ended) throw fail('no IEND');
  return Buffer.concat(out);
}
