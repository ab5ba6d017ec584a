import sharp from 'sharp';
import { SITE_THEME_COLOR, type IconShape } from '@clinic/contract';

/**
 * The site's icons drawn from its mark (the public site's `favicon.svg`, one source for every size):
 * PNGs for phones' home screens and the web app manifest, and `favicon.ico` for browsers and tools
 * that ask for that file by name.
 */

/** The mark's root `<svg>` placed at (x, y) in a square of `size` (its own size attributes replaced). */
function placed(mark: string, x: number, size: number): string {
  return mark.replace(/<\?xml[^>]*>\s*/, '').replace(/<svg\b([^>]*)>/, (_whole, attributes: string) => {
    const kept = attributes.replace(/\s(?:x|y|width|height)\s*=\s*(?:"[^"]*"|'[^']*')/g, '');
    return `<svg x="${x}" y="${x}" width="${size}" height="${size}"${kept}>`;
  });
}

/**
 * The mark as a `size` px square PNG: `rounded` as drawn (transparent corners); `full` on the site's
 * colour to the edges (iOS rounds the corners itself); `maskable` on the colour with the mark in the
 * middle 80 % (the safe zone Android keeps whatever shape it cuts).
 */
export async function renderIcon(mark: string, size: number, shape: IconShape): Promise<Buffer> {
  const inner = shape === 'maskable' ? Math.round(size * 0.8) : size;
  const offset = (size - inner) / 2;
  const ground = shape === 'rounded' ? '' : `<rect width="${size}" height="${size}" fill="${SITE_THEME_COLOR}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${ground}${placed(mark, offset, inner)}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * An ICO file holding PNG images (the form every browser since Windows Vista's time reads): a
 * 6-byte header, a 16-byte entry per image (width and height, 0 meaning 256; 32 bits a pixel; the
 * image's length and place in the file), then the PNGs.
 */
export function icoOf(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

/** `favicon.ico`: the mark at 16, 32 and 48 px. */
export async function renderFavicon(mark: string): Promise<Buffer> {
  const sizes = [16, 32, 48];
  const pngs = await Promise.all(sizes.map((size) => renderIcon(mark, size, 'rounded')));
  return icoOf(sizes.map((size, i) => ({ size, png: pngs[i]! })));
}
