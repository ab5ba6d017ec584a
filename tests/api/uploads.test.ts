import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { ImageVariants } from '@clinic/contract';
import { translate } from '@clinic/contract';
import { startTestApp, type TestApp } from './support/testApp.ts';
import {
  consoleClient,
  exifHasGps,
  filesUnder,
  formatOf,
  jpegWithGps,
  pdfBytes,
  pngClaiming,
  publicFile,
  settingsBody,
  staffAndMember,
  tr,
  type ConsoleClient,
} from './support/content.ts';

// Images uploaded in the console go through sharp: re-encoded to WebP and AVIF at several widths,
// metadata stripped, stored under DATA_DIR/uploads/public with random names and served at /uploads.
let t: TestApp;
let api: ConsoleClient;
let publicRoot: string;

beforeAll(async () => {
  t = await startTestApp();
  api = consoleClient(t, (await staffAndMember(t)).staff);
  publicRoot = path.join(t.config.dataDir, 'uploads', 'public');
  expect((await api.update('setting', 'clinic', settingsBody({ onReview: true }))).status).toBe(200);
});
afterAll(() => t.close());

async function newReview(title: string): Promise<number> {
  const res = await api.create('clinic/reviews', { title, content: '내용' });
  expect(res.status).toBe(201);
  return res.body.id as number;
}
const filesOf = (image: ImageVariants) => [...image.webp, ...image.avif].map((v) => publicFile(t, v.src));
const widths = (list: Array<{ width: number }>) => list.map((v) => v.width);

/** Every stored file of an image: there, in the format its name says, as wide as announced, no EXIF. */
async function expectStored(image: ImageVariants, expected: { widths: number[]; ratio: number }) {
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

describe('a review thumbnail from a camera JPEG', () => {
  let reviewId: number;
  let thumb: ImageVariants;

  beforeAll(async () => {
    reviewId = await newReview('사진 후기');
  });

  it('is re-encoded to WebP and AVIF at several widths, with the EXIF and GPS data gone', async () => {
    const jpeg = await jpegWithGps(1200, 800);
    const original = await sharp(jpeg).metadata();
    expect(original.exif && exifHasGps(original.exif)).toBe(true);

    const res = await api.upload(`clinic/reviews/${reviewId}/thumb`, jpeg, 'IMG_0001.JPG', 'image/jpeg');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: reviewId, title: '사진 후기', images: [] });
    thumb = res.body.thumb as ImageVariants;
    await expectStored(thumb, { widths: [480, 960, 1200], ratio: 800 / 1200 });
    // Only the variants are kept: no copy of the original anywhere under uploads/public.
    expect(filesUnder(publicRoot).sort()).toEqual(
      filesOf(thumb)
        .map((f) => path.relative(publicRoot, f))
        .sort(),
    );
    expect((await api.getOne('clinic/reviews', reviewId)).body.thumb).toEqual(thumb);
  });

  it('is served at /uploads with long caching and the stored bytes', async () => {
    for (const [variant, type] of [
      [thumb.webp[0]!, 'image/webp'],
      [thumb.avif.at(-1)!, 'image/avif'],
    ] as const) {
      const res = await t.http.get(variant.src).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(res.body as Buffer, readFileSync(publicFile(t, variant.src)))).toBe(0);
    }
    expect((await t.http.get('/uploads/reviews/')).status).toBe(404);
    expect((await t.http.get('/uploads/reviews/nothing-here.webp')).status).toBe(404);
  });

  it('shows in the public review answer', async () => {
    const res = await t.http.get(`/api/v1/clinic/reviews/${reviewId}`);
    expect(res.body.review.thumb).toEqual(thumb);
  });

  it('replacing it deletes the old files', async () => {
    const old = filesOf(thumb);
    const res = await api.upload(
      `clinic/reviews/${reviewId}/thumb`,
      await jpegWithGps(600, 400, { background: '#336699' }),
      'second.jpg',
      'image/jpeg',
    );
    expect(res.status).toBe(200);
    const next = res.body.thumb as ImageVariants;
    await expectStored(next, { widths: [480, 600], ratio: 400 / 600 });
    for (const file of old) expect(existsSync(file), file).toBe(false);
    expect((await t.http.get(thumb.webp[0]!.src)).status).toBe(404);
    thumb = next;
  });

  it('DELETE …/thumb removes it and its files', async () => {
    const res = await api.raw('delete', `clinic/reviews/${reviewId}/thumb`);
    expect(res.status).toBe(200);
    expect(res.body.thumb).toBeNull();
    for (const file of filesOf(thumb)) expect(existsSync(file)).toBe(false);
    expect(filesUnder(publicRoot)).toEqual([]);
  });
});

describe('review images by index', () => {
  let reviewId: number;
  let images: ImageVariants[];

  beforeAll(async () => {
    reviewId = await newReview('여러 장 후기');
  });

  it('turns a photo taken sideways upright (EXIF orientation) and appends past the end', async () => {
    const sideways = await jpegWithGps(900, 600, { orientation: 6 });
    const res = await api.upload(`clinic/reviews/${reviewId}/images/5`, sideways, 'side.jpg', 'image/jpeg');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    images = res.body.images as ImageVariants[];
    expect(images).toHaveLength(1);
    await expectStored(images[0]!, { widths: [480, 600], ratio: 900 / 600 });

    const second = await api.upload(
      `clinic/reviews/${reviewId}/images/9`,
      await jpegWithGps(500, 500),
      'b.jpg',
      'image/jpeg',
    );
    expect(second.status).toBe(200);
    images = second.body.images as ImageVariants[];
    expect(images).toHaveLength(2);
    await expectStored(images[1]!, { widths: [480, 500], ratio: 1 });
  });

  it('replaces an image by index, deleting the old files', async () => {
    const old = filesOf(images[0]!);
    const res = await api.upload(
      `clinic/reviews/${reviewId}/images/0`,
      await jpegWithGps(520, 260),
      'c.jpg',
      'image/jpeg',
    );
    expect(res.status).toBe(200);
    const next = res.body.images as ImageVariants[];
    expect(next).toHaveLength(2);
    expect(next[1]).toEqual(images[1]);
    await expectStored(next[0]!, { widths: [480, 520], ratio: 0.5 });
    for (const file of old) expect(existsSync(file)).toBe(false);
    images = next;
  });

  it('deletes an image by index with its files; an index out of range is a 404', async () => {
    const removed = filesOf(images[0]!);
    const res = await api.raw('delete', `clinic/reviews/${reviewId}/images/0`);
    expect(res.status).toBe(200);
    expect(res.body.images).toEqual([images[1]]);
    for (const file of removed) expect(existsSync(file)).toBe(false);
    images = res.body.images as ImageVariants[];
    expect((await api.raw('delete', `clinic/reviews/${reviewId}/images/3`)).status).toBe(404);
    const tooFar = await api.upload(
      `clinic/reviews/${reviewId}/images/10`,
      await jpegWithGps(100, 100),
      'd.jpg',
      'image/jpeg',
    );
    expect(tooFar.status).toBe(404);
  });

  it('deleting the review deletes every file it had', async () => {
    const thumb = await api.upload(
      `clinic/reviews/${reviewId}/thumb`,
      await jpegWithGps(300, 200),
      't.jpg',
      'image/jpeg',
    );
    expect(thumb.status).toBe(200);
    const all = [...filesOf(thumb.body.thumb as ImageVariants), ...images.flatMap(filesOf)];
    for (const file of all) expect(existsSync(file)).toBe(true);
    expect((await api.remove('clinic/reviews', reviewId)).status).toBe(200);
    for (const file of all) expect(existsSync(file), file).toBe(false);
    expect(filesUnder(publicRoot)).toEqual([]);
  });
});

describe('review images in one request', () => {
  it('appends every file sent, in the order sent, re-encoded; the record keeps its earlier images', async () => {
    const reviewId = await newReview('한 번에 올린 후기');
    const first = await api.upload(
      `clinic/reviews/${reviewId}/images/0`,
      await jpegWithGps(500, 500),
      'a.jpg',
      'image/jpeg',
    );
    expect(first.status).toBe(200);
    const sizes = [
      [600, 400],
      [400, 600],
      [500, 250],
    ] as const;
    let req = api.raw('post', `clinic/reviews/${reviewId}/images`);
    for (const [i, [w, h]] of sizes.entries())
      req = req.attach('files', await jpegWithGps(w, h), { filename: `${i}.jpg`, contentType: 'image/jpeg' });
    const res = await req;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const images = res.body.images as ImageVariants[];
    expect(images).toHaveLength(4);
    expect(images[0]).toEqual((first.body.images as ImageVariants[])[0]);
    for (const [i, [w, h]] of sizes.entries())
      await expectStored(images[i + 1]!, { widths: w > 480 ? [480, w] : [w], ratio: h / w });
  });

  it('refuses more images than a review may hold, keeping none of them', async () => {
    const reviewId = await newReview('너무 많은 사진');
    let req = api.raw('post', `clinic/reviews/${reviewId}/images`).set('Accept-Language', 'en');
    for (let i = 0; i < 11; i += 1)
      req = req.attach('files', await jpegWithGps(50, 50), { filename: `${i}.jpg`, contentType: 'image/jpeg' });
    const res = await req;
    expect(res.status).toBe(400);
    expect((await api.getOne('clinic/reviews', reviewId)).body.images).toEqual([]);
  });
});

describe('popup and banner images', () => {
  it('a popup image is stored, shown by the public API at once, and removed with DELETE …/image', async () => {
    const id = (await api.create('popups', { title: tr('이미지 팝업'), body: tr('내용') })).body.id as number;
    expect((await t.http.get('/api/v1/popups')).body.popups[0].image).toBeNull();

    const res = await api.upload(`popups/${id}/image`, await jpegWithGps(700, 700), 'popup.jpg', 'image/jpeg');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const image = res.body.image as ImageVariants;
    await expectStored(image, { widths: [480, 700], ratio: 1 });
    expect(image.src).toMatch(/^\/uploads\/popups\//);
    expect((await t.http.get('/api/v1/popups')).body.popups[0].image).toEqual(image);

    const removed = await api.raw('delete', `popups/${id}/image`);
    expect(removed.body.image).toBeNull();
    for (const file of filesOf(image)) expect(existsSync(file)).toBe(false);
    expect((await t.http.get('/api/v1/popups')).body.popups[0].image).toBeNull();
    await api.remove('popups', id);
  });

  // Regression: popups and banners have no beforeDelete, so deleting the record leaves its
  // image files on disk (and served at /uploads) for ever.
  it('deleting a popup deletes its image files', async () => {
    const id = (await api.create('popups', { title: tr('지울 팝업'), body: tr('내용') })).body.id as number;
    const res = await api.upload(`popups/${id}/image`, await jpegWithGps(400, 300), 'p.jpg', 'image/jpeg');
    const files = filesOf(res.body.image as ImageVariants);
    expect((await api.remove('popups', id)).status).toBe(200);
    for (const file of files) expect(existsSync(file), file).toBe(false);
  });

  it('deleting a banner deletes its image files', async () => {
    const id = (await api.create('banners', { code: 'main', title: tr('배너'), alt: tr('대체') })).body.id as number;
    const res = await api.upload(`banners/${id}/image`, await jpegWithGps(400, 300), 'b.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const files = filesOf(res.body.image as ImageVariants);
    expect((await api.remove('banners', id)).status).toBe(200);
    for (const file of files) expect(existsSync(file), file).toBe(false);
  });
});

describe('uploads that are refused', () => {
  let reviewId: number;
  let before: string[];
  beforeAll(async () => {
    reviewId = await newReview('거절 후기');
    before = filesUnder(publicRoot);
  });
  const upload = (bytes: Buffer, filename: string, type: string, language = 'ko') =>
    api.upload(`clinic/reviews/${reviewId}/thumb`, bytes, filename, type).set('Accept-Language', language);

  it.each([
    ['text that claims to be a JPEG', Buffer.from('hello, this is plain text\n'.repeat(20)), 'photo.jpg', 'image/jpeg'],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'an HTML page named .png',
      Buffer.from('<!doctype html><html><body><script>alert(1)</script>'),
      'a.png',
      'image/png',
    ],
    ['a PDF (a document, not an image)', pdfBytes(), 'scan.jpg', 'image/jpeg'],
  ])('%s is a 415 with a translated message', async (_what, bytes, filename, type) => {
    for (const [language, locale] of [
      ['ko', 'ko'],
      ['en', 'en'],
    ] as const) {
      const res = await upload(bytes, filename, type, language);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ message: translate(locale, 'imageType') });
    }
  });

  it('an image whose header claims more pixels than allowed is a 415', async () => {
    const res = await upload(await pngClaiming(7000, 6000), 'huge.png', 'image/png');
    expect(res.status).toBe(415);
  });

  it('a file over 10 MB is a 413 with a translated message', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1024, 0x20);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload(big, 'big.jpg', 'image/jpeg', 'ja');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: translate('jp', 'fileTooLarge', { num: 10 }) });
  });

  it('a request that is not multipart is a 415; multipart without a file is a 400', async () => {
    const json = await api
      .raw('post', `clinic/reviews/${reviewId}/thumb`)
      .set('Accept-Language', 'zh-CN')
      .send({ file: 'data:image/png;base64,AAAA' });
    expect(json.status).toBe(415);
    expect(json.body).toEqual({ message: translate('cn', 'unsupportedMediaType') });
    const noFile = await api.raw('post', `clinic/reviews/${reviewId}/thumb`).field('note', 'no file');
    expect(noFile.status).toBe(400);
  });

  it('an upload to a record that does not exist is a 404', async () => {
    const res = await api.upload('clinic/reviews/999999/thumb', await jpegWithGps(100, 100), 'a.jpg', 'image/jpeg');
    expect(res.status).toBe(404);
  });

  // Regression: a JPEG cut short passes the type check, then sharp fails while encoding and
  // the error escapes as a 500.
  it('a damaged (truncated) JPEG is refused as a bad file, not a 500', async () => {
    const jpeg = await jpegWithGps(600, 400);
    const res = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cut.jpg', 'image/jpeg');
    expect([400, 415]).toContain(res.status);
  });

  it('nothing was stored by any refused upload', async () => {
    expect(filesUnder(publicRoot)).toEqual(before);
    expect((await api.getOne('clinic/reviews', reviewId)).body.thumb).toBeNull();
  });
});
