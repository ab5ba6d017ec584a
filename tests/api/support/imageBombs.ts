import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { pngChunk } from './cameraImages.ts';

// Decompression bombs: tiny files whose header promises a huge picture. A GIF's frames may be one
// pixel each while every frame of the animation is drawn on the full logical screen, so 3,000 frames
// of a 6000 x 6000 screen take about 70 KB.

/** LZW data (GIF's variant, minimum code size 2) for `count` pixels of colour 0, in sub-blocks. */
function lzwOfOneColour(count: number): Buffer {
  const clear = 4;
  const end = 5;
  const bytes: number[] = [];
  let acc = 0;
  let bits = 0;
  const emit = (code: number, size: number) => {
    acc |= code << bits;
    bits += size;
    while (bits >= 8) {
      bytes.push(acc & 0xff);
      acc >>>= 8;
      bits -= 8;
    }
  };
  // A run of one colour is coded as the runs 1, 2, 3, ... the table learns, cleared when it is full.
  let size = 3;
  let next = end + 1;
  emit(clear, size);
  for (let remaining = count; remaining > 0;) {
    const run = Math.min(1 + next - (end + 1), remaining);
    emit(run === 1 ? 0 : end + 1 + run - 2, size);
    remaining -= run;
    if (remaining === 0) break;
    if (next === 4096) {
      emit(clear, size);
      next = end + 1;
      size = 3;
    } else {
      if (next >= 1 << size) size += 1;
      next += 1;
    }
  }
  emit(end, size);
  if (bits > 0) bytes.push(acc & 0xff);
  const blocks: Buffer[] = [Buffer.from([2])];
  for (let i = 0; i < bytes.length; i += 255) {
    const part = bytes.slice(i, i + 255);
    blocks.push(Buffer.from([part.length, ...part]));
  }
  blocks.push(Buffer.from([0]));
  return Buffer.concat(blocks);
}

/** A graphic control extension (10 ms, no disposal) and an image of `width` x `height` at (0, 0). */
function gifFrame(width: number, height: number): Buffer {
  const descriptor = Buffer.from([0x2c, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  return Buffer.concat([Buffer.from([0x21, 0xf9, 4, 0, 1, 0, 0, 0]), descriptor, lzwOfOneColour(width * height)]);
}

/**
 * A GIF89a of `width` x `height` with `frames` frames: the first fills the picture, each other one
 * is a single pixel, yet every frame of the animation is drawn at the full size.
 */
export function gifBomb(width = 6000, height = 6000, frames = 3000): Buffer {
  const head = Buffer.alloc(13);
  head.write('GIF89a', 0, 'latin1');
  head.writeUInt16LE(width, 6);
  head.writeUInt16LE(height, 8);
  head[10] = 0x80; // a global colour table of two colours
  const palette = Buffer.from([0, 0, 0, 255, 255, 255]);
  const loop = Buffer.from([0x21, 0xff, 11, ...Buffer.from('NETSCAPE2.0', 'latin1'), 3, 1, 0, 0, 0]);
  const pixel = gifFrame(1, 1);
  return Buffer.concat([
    head,
    palette,
    loop,
    gifFrame(width, height),
    ...Array.from({ length: frames - 1 }, () => pixel),
    Buffer.from([0x3b]),
  ]);
}

/**
 * A PNG of `width` x `height` in one colour (grey, 8 bits): the rows deflate to almost nothing, so
 * a picture far over any pixel limit is a few hundred KB.
 */
export function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * height); // filter 0, black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function riffChunk(fourcc: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat(data.length % 2 ? [head, data, Buffer.alloc(1)] : [head, data]);
}

const uint24 = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff]);

/**
 * An animated WebP of `width` x `height` with `frames` frames, each a 1 x 1 lossless picture: the
 * header promises `frames` full pictures in a few KB.
 */
export async function webpBomb(width: number, height: number, frames: number): Promise<Buffer> {
  const pixel = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#336699' } })
    .webp({ lossless: true })
    .toBuffer();
  const vp8l = pixel.subarray(12); // the one `VP8L` chunk after RIFF....WEBP
  const vp8x = Buffer.concat([Buffer.from([0x02, 0, 0, 0]), uint24(width - 1), uint24(height - 1)]);
  const anim = Buffer.from([0, 0, 0, 0, 0, 0]); // background, loop for ever
  const anmf = riffChunk(
    'ANMF',
    Buffer.concat([uint24(0), uint24(0), uint24(0), uint24(0), uint24(100), Buffer.from([0]), vp8l]),
  );
  const body = Buffer.concat([
    riffChunk('VP8X', vp8x),
    riffChunk('ANIM', anim),
    ...Array.from({ length: frames }, () => anmf),
  ]);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(4 + body.length, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
}
