import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import sharp from 'sharp';
import type { ImageVariants } from '@clinic/contract';
import { formatOf, publicFile, settingsBody } from './content.ts';
import { api, t, useStaffApp } from './staffApp.ts';
import type { TestApp } from './testApp.ts';

// Images uploaded in the console: the app from useStaffApp() with reviews on (set by useUploads()),
// and the check that an image's stored files are what its answer announced.

export let publicRoot: string;

/** The app of useStaffApp(), with reviews on and `publicRoot` where public uploads are stored. */
export function useUploads(): TestApp {
  return useStaffApp(async () => {
    publicRoot = path.join(t.config.dataDir, 'uploads', 'public');
    expect((await api.update('setting', 'clinic', settingsBody({ onReview: true }))).status).toBe(200);
  });
}

export async function newReview(title: string): Promise<number> {
  const res = await api.create('clinic/reviews', { title, content: '내용' });
  expect(res.status).toBe(201);
  return res.body.id as number;
}
export const filesOf = (image: ImageVariants) => [...image.webp, ...image.avif].map((v) => publicFile(t, v.src));
export const widths = (list: Array<{ width: number }>) => list.map((v) => v.width);

/** Every stored file of an image: there, in the format its name says, as wide as announced, no EXIF. */
export async function expectStored(image: ImageVariants, expected: { widths: number[]; ratio: number }) {
  expect(widths(image.webp)).toEqual(expected.widths);
  expect(widths(image.avif)).toEqual(expected.widths);
  expect(image.width).toBe(expected.widths.at(-1));
  expect(image.height).toBe(Math.round(image.width * expected.ratio));
  expect(image.src).toBe(image.webp.at(-1)!.src);
  for (const [format, list] of [
    ['webp', image.webp],
    ['avif', image.avif],
  ] as const) {
    for (const variant of list) {
      expect(variant.src).toMatch(new RegExp(`^/uploads/[a-z]+/[0-9a-f]{24}-${variant.width}\\.${format}$`));
      const file = publicFile(t, variant.src);
      expect(existsSync(file), file).toBe(true);
      const bytes = readFileSync(file);
      expect(formatOf(bytes)).toBe(format);
      const meta = await sharp(bytes).metadata();
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(Math.round(variant.width * expected.ratio));
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
  }
}
