import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import type { ImageVariants } from '@clinic/contract';
import type { Storage } from '../storage/index.js';
import { apiError } from '../../http/errors.js';

/** What an upload may be, judged by its bytes, never by its name or the browser's claim. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
export const DOCUMENT_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;

export async function sniff(
  buffer: Buffer,
  allowed: readonly string[],
  message: 'fileType' | 'imageType' | 'documentType' = 'fileType',
): Promise<{ mime: string; ext: string }> {
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !allowed.includes(type.mime)) throw apiError(415, message);
  return { mime: type.mime, ext: type.ext };
}

const WIDTHS = [480, 960, 1600];
const MAX_PIXELS = 40_000_000;

/**
 * Re-encodes an uploaded image: rotated upright, metadata (EXIF, GPS) dropped, resized to a few
 * widths, written as WebP and AVIF under a random name. The original bytes are never stored.
 */
export async function storeImage(
  storage: Storage,
  folder: string,
  buffer: Buffer,
  /** A fixed name instead of a random one (demo content, so every first run has the same files). */
  fixedName?: string,
): Promise<ImageVariants> {
  await sniff(buffer, IMAGE_TYPES, 'imageType');
  let meta: Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw apiError(415, 'imageType');
  }
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
    const base = sharp(buffer, { limitInputPixels: MAX_PIXELS, animated: false })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    const webp = await base.clone().webp({ quality: 78 }).toBuffer({ resolveWithObject: true });
    const avif = await base.clone().avif({ quality: 55, effort: 3 }).toBuffer();
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
