import sharp, { type Metadata } from 'sharp';
import { apiError } from '../../http/errors.js';

/**
 * How big a picture may be once decoded, judged from its header before any pixel is decoded: a
 * small file can promise a huge picture (a 70 KB GIF of 3,000 frames of 6000 × 6000 decodes to
 * 108 gigapixels), so the byte limit of an upload says nothing about the memory it takes.
 */
export interface ImageLimits {
  /** Pixels of all frames together (width × height × frames). */
  maxPixels: number;
  /** Frames of an animated picture (GIF, WebP, PNG). */
  maxFrames: number;
}

/** A 48-megapixel phone photo (8064 × 6048) passes; an animation passes up to 100 frames. */
export const DEFAULT_IMAGE_LIMITS: ImageLimits = { maxPixels: 50_000_000, maxFrames: 100 };

let limits: ImageLimits = DEFAULT_IMAGE_LIMITS;

// libvips keeps recently decoded pictures in a cache and each copy of a pipeline in a thread of
// its own; for uploads, each decoded once, neither helps and both hold memory after the request.
sharp.cache(false);
sharp.concurrency(1);

/**
 * The limits every picture is held to from now on, in this process (sharp's own settings are per
 * process too): createApp sets them from the configuration.
 */
export function configureImages(next: ImageLimits): void {
  limits = { ...next };
}

export const imageLimits = (): ImageLimits => limits;

/**
 * A 413 naming the limits when a picture's header promises more pixels or frames than allowed.
 * `pages` is the number of frames (sharp reads it from the header, decoding nothing).
 */
export function checkImageSize(meta: Pick<Metadata, 'width' | 'height' | 'pages'>): void {
  const frames = meta.pages ?? 1;
  const pixels = (meta.width ?? 0) * (meta.height ?? 0) * frames;
  if (frames > limits.maxFrames || pixels > limits.maxPixels) {
    throw apiError(413, 'imageTooLarge', {
      megapixels: Math.floor(limits.maxPixels / 100_000) / 10,
      frames: limits.maxFrames,
    });
  }
}

/**
 * Decoding runs one picture at a time in this process: a few large uploads at once wait for each
 * other instead of holding several decoded pictures in memory together.
 */
let queue: Promise<unknown> = Promise.resolve();

export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}
