import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImageVariants } from '@clinic/contract';
import { translate } from '@clinic/contract';
import { filesUnder, jpegWithGps, pdfBytes, pngClaiming, tr } from './support/content.ts';
import { expectStored, filesOf, newReview, publicRoot, useUploads } from './support/uploads.ts';
import { api, t } from './support/staffApp.ts';

// Popup and banner images uploaded in the console (stored, shown, deleted with their record), and
// uploads that are refused without storing anything.

useUploads();

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
