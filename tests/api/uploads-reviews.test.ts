import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { ImageVariants } from '@clinic/contract';
import { exifHasGps, filesUnder, jpegWithGps, publicFile } from './support/content.ts';
import { expectStored, filesOf, newReview, publicRoot, useUploads } from './support/uploads.ts';
import { api, t } from './support/staffApp.ts';

// A curated review's thumbnail and images uploaded in the console go through sharp: re-encoded to
// WebP and AVIF at several widths, metadata stripped, stored under DATA_DIR/uploads/public with random
// names and served at /uploads.

useUploads();

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
