import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate, type ImageVariants } from '@clinic/contract';
import { exifHasGps, formatOf, jpegWithGps, pngBytes, publicFile } from './support/content.ts';
import {
  api,
  get,
  post,
  second,
  settings,
  staffId,
  t,
  useMemberReviews,
  valid,
  writer,
} from './support/memberReviews.ts';

// Reviews members write (reviews2): closed while onReview is off, and a review with images from
// posting through moderation in the console, with the forbidden-expression warnings.

useMemberReviews();

describe('while onReview is off (a new site)', () => {
  it('the list is empty, one review is a 404 and posting is refused with 403 reviewsClosed', async () => {
    await settings({ onReview: false });
    expect((await get('clinic/reviews2')).body).toEqual({ reviews: [], total: 0 });
    expect((await get('clinic/reviews2/1')).status).toBe(404);
    const res = await post(writer.token, valid, [], 'en');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: translate('en', 'reviewsClosed') });
    expect(await t.db.knex('member_reviews').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it('posting needs a login first', async () => {
    expect((await post(undefined, valid)).status).toBe(401);
    expect((await get('me/reviews')).status).toBe(401);
  });
});

describe('a member posts a review with two images; staff moderate it', () => {
  let reviewId: number;
  let images: ImageVariants[];

  beforeAll(async () => {
    await settings({ onReview: true });
  });

  it('answers 201 with the pending review; the images are re-encoded with EXIF and GPS gone', async () => {
    const jpeg = await jpegWithGps(1200, 800);
    expect(exifHasGps((await sharp(jpeg).metadata()).exif!)).toBe(true);
    const res = await post(writer.token, { ...valid, content: `${valid.content} 완치 된 느낌, 통증 없이 끝났어요.` }, [
      [jpeg, 'IMG_0001.JPG', 'image/jpeg'],
      [await pngBytes(640, 480), 'leg.png', 'image/png'],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    reviewId = res.body.review.id;
    expect(res.body.review).toEqual({
      id: reviewId,
      title: valid.title,
      treatment: 'venaseal',
      status: 'pending',
      rejectReason: '',
      createdAt: expect.any(String),
    });
    const row = await t.db.knex('member_reviews').where({ id: reviewId }).first();
    expect(row).toMatchObject({ user_id: writer.id, product: 'clinic', status: 'pending' });
    images = JSON.parse(row.images) as ImageVariants[];
    expect(images).toHaveLength(2);
    for (const image of images) {
      for (const variant of [...image.webp, ...image.avif]) {
        expect(variant.src).toMatch(/^\/uploads\/member-reviews\/[0-9a-f]{24}-\d+\.(webp|avif)$/);
        const bytes = readFileSync(publicFile(t, variant.src));
        expect(['webp', 'avif']).toContain(formatOf(bytes));
        const meta = await sharp(bytes).metadata();
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
      }
    }
  });

  it('the member sees it on my page as pending', async () => {
    const res = await get('me/reviews', writer.token);
    expect(res.status).toBe(200);
    expect(res.body.reviews).toEqual([expect.objectContaining({ id: reviewId, status: 'pending', rejectReason: '' })]);
    expect((await get('me/reviews', second.token)).body).toEqual({ reviews: [] });
  });

  it('is absent from the public list and detail until approved', async () => {
    const res = await get('clinic/reviews2');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ reviews: [], total: 0 });
    expect((await get(`clinic/reviews2/${reviewId}`)).status).toBe(404);
  });

  it('the console queue shows the real name and the forbidden expressions found', async () => {
    // Every installation starts with the law's usual suspects (a data migration), not only the demo.
    const words = (await t.db.knex('review_words').pluck('word')) as string[];
    expect(words).toEqual(expect.arrayContaining(['완치', '통증 없이', '100%', '최고']));
    const res = await api.list('clinic/reviews2', { filter: { status: 'pending' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['content-range']).toBe('reviews2 0-0/1');
    expect(res.body[0]).toMatchObject({
      id: reviewId,
      userId: writer.id,
      authorName: '김민수',
      status: 'pending',
      warnings: ['완치', '통증 없이'],
      moderatedAt: null,
    });
    expect(res.body[0].images).toEqual(images);
    const one = await api.getOne('clinic/reviews2', reviewId);
    expect(one.body.warnings).toEqual(['완치', '통증 없이']);
    // Searching by the author's name, and filters that are not whitelisted.
    expect((await api.list('clinic/reviews2', { filter: { q: '김민' } })).body).toHaveLength(1);
    expect((await api.list('clinic/reviews2', { filter: { q: '없는이름' } })).body).toHaveLength(0);
    expect((await api.list('clinic/reviews2', { filter: { authorName: 'x' } })).status).toBe(400);
    expect((await api.list('branch-two/reviews2')).body).toEqual([]);
  });

  it('warnings follow the editable word list', async () => {
    const added = await api.create('review-words', { word: '한결', note: '시험용' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ word: '한결', note: '시험용' });
    expect((await api.create('review-words', { word: '한결' })).status).toBe(409);
    expect((await api.getOne('clinic/reviews2', reviewId)).body.warnings).toEqual(['완치', '통증 없이', '한결']);
    expect((await api.remove('review-words', added.body.id)).status).toBe(200);
    expect((await api.getOne('clinic/reviews2', reviewId)).body.warnings).toEqual(['완치', '통증 없이']);
    const words = await api.list('review-words', { range: [0, 99] });
    expect(words.body.map((w: { word: string }) => w.word)).toContain('부작용 없');
  });

  it('approval records who and when, and the public list has it at once (the cache is cleared)', async () => {
    expect((await get('clinic/reviews2')).headers['x-cache']).toBe('hit');
    const res = await api.update('clinic/reviews2', reviewId, { status: 'approved', rejectReason: '' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'approved', rejectReason: '', moderatedAt: expect.any(String) });
    expect(res.body.warnings).toEqual(['완치', '통증 없이']);
    expect(await t.db.knex('member_reviews').where({ id: reviewId }).first()).toMatchObject({
      moderated_by: staffId,
    });

    const list = await get('clinic/reviews2');
    expect(list.body.total).toBe(1);
    expect(list.body.reviews[0]).toEqual({
      _id: reviewId,
      id: reviewId,
      kind: 'member',
      title: valid.title,
      content: expect.stringContaining('완치'),
      treatment: 'venaseal',
      author: '김*수',
      thumb: images[0],
      images,
      createdAt: expect.any(String),
    });
    const one = await get(`clinic/reviews2/${reviewId}`);
    expect(one.status).toBe(200);
    expect(one.body.review).toMatchObject({ id: reviewId, author: '김*수' });
  });

  it('a rejection needs a reason, which the member reads on my page; the review leaves the public list', async () => {
    const missing = await api.update('clinic/reviews2', reviewId, { status: 'rejected', rejectReason: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ rejectReason: translate('ko', 'rejectReasonRequired') });

    const reason = '치료 효과를 단정하는 표현(완치)이 있어 고쳐 주시면 다시 검토하겠습니다.';
    const res = await api.update('clinic/reviews2', reviewId, { status: 'rejected', rejectReason: reason });
    expect(res.status).toBe(200);
    expect((await get('clinic/reviews2')).body).toEqual({ reviews: [], total: 0 });
    expect((await get(`clinic/reviews2/${reviewId}`)).status).toBe(404);
    const mine = await get('me/reviews', writer.token);
    expect(mine.body.reviews[0]).toMatchObject({ id: reviewId, status: 'rejected', rejectReason: reason });

    // Blanking the reason of a rejected review alone is refused too.
    const blank = await api.update('clinic/reviews2', reviewId, { rejectReason: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toHaveProperty('rejectReason');
  });

  it('approving again clears the reason; correcting text keeps the moderation time', async () => {
    const approved = await api.update('clinic/reviews2', reviewId, { status: 'approved' });
    expect(approved.body).toMatchObject({ status: 'approved', rejectReason: '' });
    const corrected = await api.update('clinic/reviews2', reviewId, {
      ...approved.body,
      content: '다리가 한결 가벼워졌습니다.',
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.moderatedAt).toBe(approved.body.moderatedAt);
    expect(corrected.body.warnings).toEqual([]);
    expect((await get(`clinic/reviews2/${reviewId}`)).body.review.content).toBe('다리가 한결 가벼워졌습니다.');
    expect((await get('me/reviews', writer.token)).body.reviews[0]).toMatchObject({ rejectReason: '' });
  });

  it('a withdrawn author is shown with a neutral label in the reader’s language', async () => {
    await t.db.knex('users').where({ id: writer.id }).update({ name: '', status: 'withdrawn' });
    // A bearer request is never answered from the cache.
    expect((await get('clinic/reviews2', second.token)).body.reviews[0].author).toBe(
      translate('ko', 'anonymousMember'),
    );
    expect((await get('clinic/reviews2', second.token, 'ja')).body.reviews[0].author).toBe(
      translate('jp', 'anonymousMember'),
    );
    await t.db.knex('users').where({ id: writer.id }).update({ name: '김민수', status: 'active' });
  });

  it('deleting the review removes its image files', async () => {
    const files = images.flatMap((i) => [...i.webp, ...i.avif]).map((v) => publicFile(t, v.src));
    expect(files.every((f) => existsSync(f))).toBe(true);
    const res = await api.remove('clinic/reviews2', reviewId);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(reviewId);
    expect(files.some((f) => existsSync(f))).toBe(false);
    expect((await get('clinic/reviews2')).body.total).toBe(0);
    expect((await api.getOne('clinic/reviews2', reviewId)).status).toBe(404);
  });
});
