import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_TYPES, type ImageVariants } from '@clinic/contract';
import type { Storage } from '../storage/index.js';
import { apiError } from '../../http/errors.js';
import { jpegWithoutMetadata, MalformedImage, pngWithoutMetadata } from './strip.js';
import { gifWithoutMetadata, webpWithoutMetadata } from './stripWebpGif.js';
import { checkImageSize, imageLimits, oneAtATime } from './limits.js';

export { configureImages, DEFAULT_IMAGE_LIMITS, type ImageLimits } from './limits.js';

/** What an upload is, judged by its bytes, never by its name or the browser's claim: one of `allowed`, or a 415. */
export async function sniff(
  buffer: Buffer,
  allowed: readonly string[],
  message: 'fileType' | 'imageType' | 'documentType' = 'fileType',
): Promise<{ mime: string; ext: string }> {
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !allowed.includes(type.mime)) throw apiError(415, message);
  return { mime: type.mime, ext: type.ext };
}

/**
 * An uploaded file as it may be stored: a picture without its metadata (EXIF with camera and GPS,
 * XMP, IPTC, comments, text chunks, thumbnails, trailers), anything else as sent. JPEG, PNG, WebP
 * and GIF lose only that, byte for byte (strip.ts): same format, same pixels, same colour profile,
 * and a photo taken sideways keeps its Orientation tag, so it shows upright as the original did.
 * AVIF is re-encoded, and only when it carries EXIF or XMP. HEIC cannot be read by the libvips sharp
 * ships (no HEVC decoder), so it cannot be cleaned and no upload route accepts it (their types).
 * A file whose signature says picture but whose structure is broken is refused (415), one whose
 * header promises more pixels or frames than allowed too (413, limits.ts), before any decoding:
 * every upload passes here, attachments kept as sent included.
 */
export async function withoutMetadata(buffer: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(buffer);
  try {
    switch (type?.mime) {
      case 'image/jpeg':
        return await losslessly(buffer, (orientation) => jpegWithoutMetadata(buffer, orientation));
      case 'image/png':
      case 'image/apng':
        return await losslessly(buffer, (orientation) => pngWithoutMetadata(buffer, orientation));
      case 'image/webp':
        return await losslessly(buffer, (orientation) => webpWithoutMetadata(buffer, orientation));
      case 'image/gif':
        return await losslessly(buffer, () => gifWithoutMetadata(buffer));
      case 'image/avif':
        return await avifWithoutMetadata(buffer);
      default:
        return buffer;
    }
  } catch (err) {
    // A RangeError is a read past the end of a file whose lengths lie: malformed too.
    if (err instanceof MalformedImage || err instanceof RangeError) throw apiError(415, 'fileUnreadable');
    throw err;
  }
}

/** What sharp makes of a file that it cannot read: a malformed picture. */
async function readable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    throw new MalformedImage('image', (err as Error).message);
  }
}

/** Only headers are read here, never pixels; what they promise is checked by `checkImageSize`. */
const headerOf = (buffer: Buffer) => readable(sharp(buffer, { limitInputPixels: false }).metadata());

async function losslessly(buffer: Buffer, strip: (orientation: number | undefined) => Buffer): Promise<Buffer> {
  const before = await headerOf(buffer);
  checkImageSize(before);
  const out = strip(before.orientation);
  // The result must read as the same picture, with nothing left but (maybe) its orientation.
  const after = await headerOf(out);
  const same =
    after.format === before.format &&
    after.width === before.width &&
    after.height === before.height &&
    (after.pages ?? 1) === (before.pages ?? 1) &&
    (after.orientation ?? 1) === (before.orientation ?? 1);
  const clean = !after.xmp && !after.iptc && !after.comments?.length && (!after.exif || after.exif.length <= 64);
  if (!same || !clean) throw new MalformedImage(before.format ?? 'image', 'not the same picture once cleaned');
  return out;
}

async function avifWithoutMetadata(buffer: Buffer): Promise<Buffer> {
  const meta = await headerOf(buffer);
  checkImageSize(meta);
  if (!meta.exif && !meta.xmp && !meta.iptc) return buffer;
  // libheif applies the picture's rotation while decoding; what is written is upright, sRGB or its ICC.
  return oneAtATime(() =>
    readable(
      sharp(buffer, { limitInputPixels: imageLimits().maxPixels })
        .rotate()
        .keepIccProfile()
        .avif({ quality: 80 })
        .toBuffer(),
    ),
  );
}

const WIDTHS = [480, 960, 1600];

/**
 * An uploaded picture's header, once its content is a picture type we take (415 otherwise) and it
 * promises no more pixels or frames than allowed (413): read before any pixel is decoded.
 */
export async function readUploadedImage(buffer: Buffer): Promise<Metadata> {
  await sniff(buffer, IMAGE_TYPES, 'imageType');
  let meta: Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw apiError(415, 'imageType');
  }
  checkImageSize(meta);
  return meta;
}

/**
 * Re-encodes an uploaded image: rotated upright, metadata (EXIF, GPS) dropped, resized to a few
 * widths, written as WebP and AVIF under a random name. The original bytes are never stored. A
 * picture over the pixel or frame limits is refused (413) before it is decoded; of an animation
 * only the first frame is kept.
 */
export async function storeImage(
  storage: Storage,
  folder: string,
  buffer: Buffer,
  /** A fixed name instead of a random one (demo content, so every first run has the same files). */
  fixedName?: string,
): Promise<ImageVariants> {
  const meta = await readUploadedImage(buffer);
  const upright =
    meta.orientation && meta.orientation >= 5 ? { w: meta.height, h: meta.width } : { w: meta.width, h: meta.height };
  if (!upright.w || !upright.h) throw apiError(415, 'imageType');
  const name = `${folder}/${fixedName ?? randomBytes(12).toString('hex')}`;
  const widths = Array.from(
    new Set([...WIDTHS.filter((w) => w < upright.w!), Math.min(upright.w, WIDTHS.at(-1)!)]),
  ).sort((a, b) => a - b);
  const variants: ImageVariants = { src: '', width: 0, height: 0, webp: [], avif: [] };
  try {
    await encode(storage, buffer, name, widths, variants);
  } catch {
    // A damaged file passes the type check but fails to decode: nothing of it is kept.
    await deleteImage(storage, variants);
    throw apiError(415, 'imageType');
  }
  return variants;
}

async function encode(storage: Storage, buffer: Buffer, name: string, widths: number[], variants: ImageVariants) {
  for (const width of widths) {
    // Decoding and encoding wait their turn (limits.ts); storing does not hold the others up.
    const { webp, avif } = await oneAtATime(async () => {
      const base = sharp(buffer, { limitInputPixels: imageLimits().maxPixels, animated: false })
        .rotate()
        .resize({ width, withoutEnlargement: true });
      return {
        webp: await base.clone().webp({ quality: 78 }).toBuffer({ resolveWithObject: true }),
        avif: await base.clone().avif({ quality: 55, effort: 3 }).toBuffer(),
      };
    });
    const webpKey = `${name}-${width}.webp`;
    const avifKey = `${name}-${width}.avif`;
    await storage.put('public', webpKey, webp.data, 'image/webp');
    await storage.put('public', avifKey, avif, 'image/avif');
    variants.webp.push({ src: storage.publicUrl(webpKey), width: webp.info.width });
    variants.avif.push({ src: storage.publicUrl(avifKey), width: webp.info.width });
    variants.src = storage.publicUrl(webpKey);
    variants.width = webp.info.width;
    variants.height = webp.info.height;
  }
}

/** Removes every file of an image stored by `storeImage`. */
export async function deleteImage(storage: Storage, image: ImageVariants | null | undefined): Promise<void> {
  if (!image) return;
  for (const v of [...image.webp, ...image.avif]) {
    await storage.delete('public', v.src.replace(/^\/uploads\//, ''));
  }
}
