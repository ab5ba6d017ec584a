import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, type OgImage } from '@clinic/contract';
import { apiError } from '../../http/errors.js';
import type { Storage } from '../storage/index.js';
import { readUploadedImage } from './index.js';
import { imageLimits, oneAtATime } from './limits.js';

/**
 * The picture a shared link shows (Open Graph: KakaoTalk, messengers, search): 1200 × 630 JPEG or
 * PNG, the formats every link preview reads (some never read WebP).
 */

/** An uploaded picture cut to 1200 × 630 (centre), upright, as JPEG without metadata, under a random name. */
export async function storeOgImage(storage: Storage, buffer: Buffer): Promise<OgImage> {
  // Judged by its header first: a type we take, and no more pixels or frames than allowed.
  await readUploadedImage(buffer);
  let jpeg: Buffer;
  try {
    jpeg = await oneAtATime(() =>
      sharp(buffer, { limitInputPixels: imageLimits().maxPixels, animated: false })
        .rotate()
        .resize(OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT, { fit: 'cover', position: 'attention' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer(),
    );
  } catch {
    throw apiError(415, 'imageType');
  }
  const key = `og/${randomBytes(12).toString('hex')}.jpg`;
  await storage.put('public', key, jpeg, 'image/jpeg');
  return { src: storage.publicUrl(key), width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT };
}

/** Deletes a stored link picture's file (nothing when there is none). */
export async function deleteOgImage(storage: Storage, image: OgImage | null | undefined): Promise<void> {
  if (image?.src.startsWith('/uploads/')) await storage.delete('public', image.src.replace(/^\/uploads\//, ''));
}

/** Whether fontconfig knows a font with Korean glyphs (fonts-noto-cjk); asked once. */
let korean: Promise<boolean> | undefined;
export function hasKoreanFont(): Promise<boolean> {
  korean ??= promisify(execFile)('fc-list', [':lang=ko', 'family']).then(
    ({ stdout }) => stdout.trim().length > 0,
    () => false,
  );
  return korean;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A font size that fits `text` into `width` px (`em`: a character's width in ems), at most `max`. */
const fit = (text: string, width: number, em: number, max: number) =>
  Math.max(20, Math.min(max, Math.floor(width / Math.max(1, [...text].length * em))));

/**
 * The default link picture: the clinic's name on the site's blue. The Korean name is drawn only
 * when a Korean font is installed; without one the English name alone is drawn (never empty boxes),
 * and without any font at all the picture is still a valid 1200 × 630 PNG.
 */
export async function renderOgImage(names: { ko: string; en: string }): Promise<Buffer> {
  const lines: Array<{ text: string; size: number; weight: number; opacity: number }> = [];
  const ko = names.ko.trim();
  const en = names.en.trim();
  if (ko && (await hasKoreanFont())) lines.push({ text: ko, size: fit(ko, 1040, 1.05, 76), weight: 700, opacity: 1 });
  if (en && en !== ko)
    lines.push({
      text: en,
      size: fit(en, 1040, 0.58, lines.length ? 40 : 64),
      weight: 600,
      opacity: lines.length ? 0.85 : 1,
    });
  const gap = 28;
  const total = lines.reduce((sum, l) => sum + l.size, 0) + gap * Math.max(0, lines.length - 1);
  let y = (OG_IMAGE_HEIGHT - total) / 2;
  const text = lines
    .map((l) => {
      y += l.size;
      const line = `<text x="80" y="${Math.round(y)}" font-size="${l.size}" font-weight="${l.weight}" fill="#ffffff" fill-opacity="${l.opacity}">${xml(l.text)}</text>`;
      y += gap;
      return line;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" viewBox="0 0 ${OG_IMAGE_WIDTH} ${OG_IMAGE_HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#164766"/><stop offset="1" stop-color="#1f5f8b"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect x="80" y="${OG_IMAGE_HEIGHT - 120}" width="120" height="8" rx="4" fill="#7fc4a9"/>
  <g font-family="Pretendard, 'Noto Sans CJK KR', 'Noto Sans KR', 'Noto Serif CJK KR', 'DejaVu Sans', sans-serif">${text}</g>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
