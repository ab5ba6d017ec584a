import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegWithGps, publicFile, settingsBody, tr } from './support/content.ts';
import { admin, page, t, usePagesApp } from './support/pages.ts';

// The link picture (og:image) a page's HTML names is a real image: generated from the clinic's name
// (1200 × 630 PNG, a new address when the name changes), or the one staff upload in 사이트 설정.

usePagesApp();

/** The og:image tags of a page, with the picture's address on this server. */
async function ogOf(url: string) {
  const { text } = await page(url);
  const meta = (property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(text)?.[1]?.replace(/&amp;/g, '&');
  const image = meta('og:image');
  expect(image, `${url}: og:image`).toBeTruthy();
  return {
    path: new URL(image!).pathname + new URL(image!).search,
    width: meta('og:image:width'),
    height: meta('og:image:height'),
    alt: meta('og:image:alt'),
  };
}

/** Fetches the picture: 200, an image type, and its size as sharp reads it. */
async function picture(path: string) {
  const res = await t.http.get(path).buffer(true);
  expect(res.status, path).toBe(200);
  expect(String(res.headers['content-type']), path).toMatch(/^image\/(png|jpeg)$/);
  const meta = await sharp(res.body as Buffer).metadata();
  return { type: String(res.headers['content-type']), format: meta.format, width: meta.width, height: meta.height };
}

describe('og:image', () => {
  it('is a generated 1200 × 630 PNG with the clinic name, at a new address when the name changes', async () => {
    const first = await ogOf('/');
    expect(first).toMatchObject({ width: '1200', height: '630', alt: expect.stringContaining('서울하지정맥') });
    expect(first.path).toMatch(/^\/api\/v1\/clinic\/og-image\.png\?v=[0-9a-f]{12}$/);
    expect(await picture(first.path)).toEqual({ type: 'image/png', format: 'png', width: 1200, height: 630 });
    // Every page and language names the same picture.
    expect((await ogOf('/en/cost')).path).toBe(first.path);
    const before = (await t.http.get(first.path).buffer(true)).body as Buffer;

    const renamed = settingsBody({
      onReview: true,
      clinicName: tr('맑은정맥 흉부외과의원', {
        en: 'Clear Vein Clinic',
        cn: '清静脉诊所',
        jp: 'クリア静脈クリニック',
      }),
    });
    expect((await admin.update('setting', 'clinic', renamed)).status).toBe(200);
    const second = await ogOf('/surgery/venaseal');
    expect(second.path).not.toBe(first.path);
    expect(second.alt).toBe('맑은정맥 흉부외과의원');
    expect(await picture(second.path)).toEqual({ type: 'image/png', format: 'png', width: 1200, height: 630 });
    // The picture is another one: the new name is drawn on it.
    const after = (await t.http.get(second.path).buffer(true)).body as Buffer;
    expect(before.equals(after)).toBe(false);
  });

  it('is the picture staff upload in the settings, cut to 1200 × 630, until they remove it', async () => {
    const upload = await admin.upload('setting/clinic/ogImage', await jpegWithGps(1600, 1200), 'og.jpg', 'image/jpeg');
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const stored = upload.body.ogImage as { src: string; width: number; height: number };
    expect(stored).toMatchObject({ width: 1200, height: 630 });
    expect(stored.src).toMatch(/^\/uploads\/og\/[0-9a-f]{24}\.jpg$/);

    for (const url of ['/', '/en', '/jp/cost']) {
      const og = await ogOf(url);
      expect(og).toMatchObject({ path: stored.src, width: '1200', height: '630' });
    }
    const shown = await picture(stored.src);
    expect(shown).toEqual({ type: 'image/jpeg', format: 'jpeg', width: 1200, height: 630 });
    // No camera or GPS data left in it.
    expect((await sharp(publicFile(t, stored.src)).metadata()).exif).toBeUndefined();

    // Saving the settings form keeps the picture (a PUT never sets it); a new upload replaces the file.
    expect(
      (await admin.update('setting', 'clinic', { ...settingsBody({ onReview: true }), ogImage: null })).status,
    ).toBe(200);
    expect((await ogOf('/')).path).toBe(stored.src);
    const next = await admin.upload('setting/clinic/ogImage', await jpegWithGps(800, 800), 'b.jpg', 'image/jpeg');
    const replaced = next.body.ogImage as { src: string };
    expect(replaced.src).not.toBe(stored.src);
    expect(existsSync(publicFile(t, stored.src))).toBe(false);

    // Removed: back to the generated picture.
    const removed = await admin.raw('delete', 'setting/clinic/ogImage');
    expect(removed.status).toBe(200);
    expect(removed.body.ogImage).toBeNull();
    expect(existsSync(publicFile(t, replaced.src))).toBe(false);
    const og = await ogOf('/');
    expect(og.path).toMatch(/^\/api\/v1\/clinic\/og-image\.png\?v=/);
    expect(await picture(og.path)).toMatchObject({ width: 1200, height: 630 });
  });

  it('refuses a file that is not a picture, and anyone but staff', async () => {
    const text = await admin.upload('setting/clinic/ogImage', Buffer.from('<svg></svg>'), 'x.svg', 'image/svg+xml');
    expect(text.status).toBe(415);
    const anonymous = await t.http
      .post('/api/console/setting/clinic/ogImage')
      .attach('file', await jpegWithGps(1200, 630), { filename: 'a.jpg', contentType: 'image/jpeg' });
    expect(anonymous.status).toBe(401);
  });
});
