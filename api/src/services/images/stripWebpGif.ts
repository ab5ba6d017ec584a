import { MalformedImage, needsOrientation, orientationTiff } from './strip.js';

/** Metadata removal without re-encoding (see strip.ts), for WebP and GIF. */

// ---------------------------------------------------------------- WebP

/** Chunks of the extended format that draw the picture (VP8X first, then colour and frames). */
const WEBP_KEEP = new Set(['VP8X', 'ICCP', 'ANIM', 'ANMF', 'ALPH', 'VP8 ', 'VP8L']);
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function riffChunk(fourcc: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat(data.length % 2 ? [head, data, Buffer.alloc(1)] : [head, data]);
}

/**
 * The simple formats (one `VP8 `/`VP8L` chunk) carry no metadata; the extended one (`VP8X`) keeps
 * its image, colour and animation chunks while EXIF, XMP and unknown chunks go, and its flags say so.
 */
export function webpWithoutMetadata(webp: Buffer, orientation?: number): Buffer {
  const fail = (detail: string) => new MalformedImage('WebP', detail);
  if (webp.length < 20 || webp.toString('latin1', 0, 4) !== 'RIFF' || webp.toString('latin1', 8, 12) !== 'WEBP')
    throw fail('no RIFF/WEBP header');
  const riffEnd = Math.min(webp.length, 8 + webp.readUInt32LE(4));
  const chunks: Array<{ fourcc: string; data: Buffer }> = [];
  let p = 12;
  while (p + 8 <= riffEnd) {
    const fourcc = webp.toString('latin1', p, p + 4);
    const length = webp.readUInt32LE(p + 4);
    if (p + 8 + length > riffEnd) throw fail(`${fourcc} past the end`);
    chunks.push({ fourcc, data: webp.subarray(p + 8, p + 8 + length) });
    p += 8 + length + (length % 2);
  }
  const first = chunks[0];
  if (!first) throw fail('no chunks');
  let body: Buffer[];
  if (first.fourcc === 'VP8 ' || first.fourcc === 'VP8L') {
    body = [riffChunk(first.fourcc, first.data)];
  } else if (first.fourcc === 'VP8X' && first.data.length >= 10) {
    const header = Buffer.from(first.data);
    const exif = needsOrientation(orientation) ? orientationTiff(orientation) : undefined;
    header[0] = (header[0]! & ~(VP8X_EXIF | VP8X_XMP)) | (exif ? VP8X_EXIF : 0);
    body = [riffChunk('VP8X', header)];
    for (const chunk of chunks.slice(1))
      if (WEBP_KEEP.has(chunk.fourcc)) body.push(riffChunk(chunk.fourcc, chunk.data));
    if (exif) body.push(riffChunk('EXIF', exif));
  } else {
    throw fail(`unexpected first chunk ${first.fourcc}`);
  }
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(4 + body.reduce((n, b) => n + b.length, 0), 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, ...body]);
}

// ---------------------------------------------------------------- GIF

/** Application extensions that say how to play an animation; any other (XMP, ICC, vendors') goes. */
const GIF_APPLICATIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

/**
 * Keeps the header, colour tables, images, graphic-control and plain-text extensions and the loop
 * count; comment extensions and other application extensions (XMP among them) go, as does anything
 * after the trailer.
 */
export function gifWithoutMetadata(gif: Buffer): Buffer {
  const fail = (detail: string) => new MalformedImage('GIF', detail);
  const signature = gif.toString('latin1', 0, 6);
  if (gif.length < 13 || (signature !== 'GIF87a' && signature !== 'GIF89a')) throw fail('no signature');
  const tableSize = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  /** The end of the data sub-blocks starting at `at` (just past their zero terminator). */
  const subBlocksEnd = (at: number) => {
    let q = at;
    for (;;) {
      if (q >= gif.length) throw fail('sub-blocks past the end');
      const size = gif[q]!;
      q += 1;
      if (size === 0) return q;
      q += size;
    }
  };
  let p = 13 + tableSize(gif[10]!);
  if (p > gif.length) throw fail('colour table past the end');
  const out: Buffer[] = [gif.subarray(0, p)];
  for (;;) {
    if (p >= gif.length) throw fail('no trailer');
    const introducer = gif[p]!;
    if (introducer === 0x3b) {
      out.push(gif.subarray(p, p + 1));
      break;
    }
    if (introducer === 0x2c) {
      if (p + 10 > gif.length) throw fail('image descriptor past the end');
      const end = subBlocksEnd(p + 10 + tableSize(gif[p + 9]!) + 1);
      out.push(gif.subarray(p, end));
      p = end;
    } else if (introducer === 0x21) {
      if (p + 2 > gif.length) throw fail('extension past the end');
      const label = gif[p + 1]!;
      const end = subBlocksEnd(p + 2);
      const keep =
        label === 0xf9 ||
        label === 0x01 ||
        (label === 0xff && gif[p + 2] === 11 && GIF_APPLICATIONS.has(gif.toString('latin1', p + 3, p + 14)));
      if (keep) out.push(gif.subarray(p, end));
      p = end;
    } else {
      throw fail(`unexpected block ${introducer.toString(16)}`);
    }
  }
  return Buffer.concat(out);
}
