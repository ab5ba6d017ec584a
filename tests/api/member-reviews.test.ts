import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Test } from 'supertest';
import { translate, type ImageVariants } from '@clinic/contract';
import { createUser, login, startTestApp, type TestApp } from './support/testApp.ts';
import {
  consoleClient,
  exifHasGps,
  filesUnder,
  formatOf,
  jpegWithGps,
  pdfBytes,
  pngBytes,
  publicFile,
  settingsBody,
  type ConsoleClient,
} from './support/content.ts';

// Reviews members write (reviews2): posting with images, moderation in the console, what the public
// sees, the onReview and members-only settings, and the forbidden-expression warnings.
let t: TestApp;
let api: ConsoleClient;
let staffId: number;
let staff: string;
/** Members, each with their own rate-limit budget for posting. */
let writer: { id: number; token: string };
let second: { id: number; token: string };
let uploader: { id: number; token: string };
let reviewsDir: string;

type Attachment = [bytes: Buffer, filename: string, contentType: string];

async function member(name: string): Promise<{ id: number; token: string }> {
  const user = await createUser(t, ['user'], 'member');
  await t.db.knex('users').where({ id: user.id }).update({ name });
  return { id: user.id, token: (await login(t, user)).accessToken };
}

beforeAll(async () => {
  t = await startTestApp();
  const staffUser = await createUser(t, ['user', 'console'], 'staff');
  staffId = staffUser.id;
  staff = (await login(t, staffUser)).accessToken;
  api = consoleClient(t, staff);
  writer = await member('김민수');
  second = await member('이수');
  uploader = await member('박서연');
  reviewsDir = path.join(t.config.dataDir, 'uploads', 'public', 'member-reviews');
});
afterAll(() => t.close());

const valid = {
  title: '수술 후 한 달',
  content: '다리가 한결 가벼워졌습니다. 개인적인 경험입니다.',
  treatment: 'venaseal',
};

function post(
  token: string | undefined,
  fields: Record<string, string>,
  files: Attachment[] = [],
  language = 'ko',
): Test {
  let req = t.http.post('/api/v1/clinic/reviews2').set('Accept-Language', language);
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  for (const [bytes, filename, contentType] of files) req = req.attach('images', bytes, { filename, contentType });
  return req;
}
const get = (url: string, token?: string, language = 'ko') => {
  const req = t.http.get(`/api/v1/${url}`).set('Accept-Language', language);
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};
const settings = async (overrides: Record<string, unknown>) =>
  expect((await api.update('setting', 'clinic', settingsBody(overrides))).status).toBe(200);
const idsOf = (res: { body: { reviews: Array<{ id: number }> } }) => res.body.reviews.map((r) => r.id);
const storedFiles = () => filesUnder(reviewsDir);

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

describe('the public list', () => {
  it('shows approved reviews only, newest first, paged; the author masked', async () => {
    await settings({ onReview: true });
    const ids: number[] = [];
    for (const title of ['첫 번째', '두 번째', '세 번째']) {
      const res = await post(second.token, { ...valid, title });
      expect(res.status).toBe(201);
      ids.push(res.body.review.id);
    }
    for (const id of ids.slice(0, 2))
      expect((await api.update('clinic/reviews2', id, { status: 'approved' })).status).toBe(200);
    const all = await get('clinic/reviews2');
    expect(all.body.total).toBe(2);
    expect(idsOf(all)).toEqual([ids[1], ids[0]]);
    expect(all.body.reviews[0]).toMatchObject({ author: '이*', thumb: null, images: [] });
    const page = await get('clinic/reviews2?perPage=1&page=2');
    expect(page.body.total).toBe(2);
    expect(idsOf(page)).toEqual([ids[0]]);
    expect((await get('clinic/reviews2?perPage=500')).status).toBe(400);
    expect((await get(`clinic/reviews2/${ids[2]}`)).status).toBe(404);
    expect((await get(`branch-two/reviews2`)).body).toEqual({ reviews: [], total: 0 });
    // My page shows every status.
    const mine = await get('me/reviews', second.token);
    expect(mine.body.reviews.map((r: { status: string }) => r.status)).toEqual(['pending', 'approved', 'approved']);
  });
});

describe('reviews for members only (curated reviews and reviews2)', () => {
  let curatedId: number;
  let memberReviewId: number;

  beforeAll(async () => {
    await settings({ onReview: true, reviewMembersOnly: false });
    const curated = await api.create('clinic/reviews', { title: '병원 후기', content: '내용' });
    expect(curated.status).toBe(201);
    curatedId = curated.body.id;
    memberReviewId = (await get('clinic/reviews2')).body.reviews[0].id;
  });

  it('anonymous readers see them while the setting is off (and the answers are cached)', async () => {
    for (const url of [
      'clinic/reviews',
      `clinic/reviews/${curatedId}`,
      'clinic/reviews2',
      `clinic/reviews2/${memberReviewId}`,
    ]) {
      expect((await get(url)).status, url).toBe(200);
      expect((await get(url)).headers['x-cache'], url).toBe('hit');
    }
  });

  it('once on, an anonymous reader gets 401 membersOnlyReviews, never a cached answer', async () => {
    await settings({ onReview: true, reviewMembersOnly: true });
    for (const url of [
      'clinic/reviews',
      `clinic/reviews/${curatedId}`,
      'clinic/reviews2',
      `clinic/reviews2/${memberReviewId}`,
    ]) {
      const res = await get(url, undefined, 'en');
      expect(res.status, url).toBe(401);
      expect(res.body).toEqual({ message: translate('en', 'membersOnlyReviews') });
      expect((await get(url)).status, url).toBe(401);
    }
  });

  it('a signed-in member reads them; a bad token is a 401', async () => {
    for (const url of [
      'clinic/reviews',
      `clinic/reviews/${curatedId}`,
      'clinic/reviews2',
      `clinic/reviews2/${memberReviewId}`,
    ]) {
      const res = await get(url, second.token);
      expect(res.status, url).toBe(200);
      expect(res.headers['x-cache'], url).toBeUndefined();
      expect((await get(url, 'not-a-token')).status, url).toBe(401);
    }
    expect((await get('clinic/reviews2', second.token)).body.total).toBeGreaterThan(0);
  });

  it('with onReview off the lists are simply empty (nothing to log in for)', async () => {
    await settings({ onReview: false, reviewMembersOnly: true });
    expect((await get('clinic/reviews')).body).toEqual({ reviews: [], total: 0 });
    expect((await get('clinic/reviews2')).body).toEqual({ reviews: [], total: 0 });
    expect((await get(`clinic/reviews2/${memberReviewId}`, second.token)).status).toBe(404);
    await settings({ onReview: true, reviewMembersOnly: false });
  });
});

describe('uploads that are refused leave nothing stored', () => {
  beforeAll(async () => {
    await settings({ onReview: true });
  });
  const rows = async () => Number((await t.db.knex('member_reviews').count({ n: '*' }).first())!.n);

  it('an image over 10 MB is a 413', async () => {
    const before = { rows: await rows(), files: storedFiles() };
    const big = Buffer.concat([await jpegWithGps(64, 64), Buffer.alloc(10 * 1024 * 1024, 0)]);
    const res = await post(uploader.token, valid, [[big, 'big.jpg', 'image/jpeg']], 'en');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: translate('en', 'fileTooLarge', { num: 10 }) });
    expect({ rows: await rows(), files: storedFiles() }).toEqual(before);
  });

  it('a PDF or a text file renamed .jpg is a 415, also after a good image', async () => {
    const before = { rows: await rows(), files: storedFiles() };
    for (const files of [
      [[pdfBytes(), 'photo.jpg', 'image/jpeg']],
      [[Buffer.from('just some text, not a picture\n'.repeat(20)), 'photo.jpg', 'image/jpeg']],
      [
        [await pngBytes(), 'ok.png', 'image/png'],
        [pdfBytes(), 'second.jpg', 'image/jpeg'],
      ],
    ] as Attachment[][]) {
      const res = await post(uploader.token, valid, files);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ message: translate('ko', 'imageType') });
    }
    expect({ rows: await rows(), files: storedFiles() }).toEqual(before);
  });

  it('six images are a 400; text that fails validation stores no image', async () => {
    const before = { rows: await rows(), files: storedFiles() };
    const png = await pngBytes();
    const six = await post(
      uploader.token,
      valid,
      [1, 2, 3, 4, 5, 6].map((i): Attachment => [png, `${i}.png`, 'image/png']),
      'en',
    );
    expect(six.status).toBe(400);
    expect(six.body).toEqual({ message: translate('en', 'tooManyFiles', { num: 5 }) });

    const invalid = await post(uploader.token, { title: '', content: '내용', treatment: 'magic' }, [
      [png, 'a.png', 'image/png'],
    ]);
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['title', 'treatment']);
    expect({ rows: await rows(), files: storedFiles() }).toEqual(before);
  });

  it('a JSON body (not multipart) is a 415', async () => {
    const res = await t.http
      .post('/api/v1/clinic/reviews2')
      .set('Authorization', `Bearer ${uploader.token}`)
      .send(valid);
    expect(res.status).toBe(415);
  });
});

describe('console routes need scope console', () => {
  it('anonymous 401, member 403', async () => {
    for (const resource of ['clinic/reviews2', 'review-words']) {
      expect((await consoleClient(t).list(resource)).status).toBe(401);
      expect((await consoleClient(t, second.token).list(resource)).status).toBe(403);
    }
    expect((await consoleClient(t, second.token).update('clinic/reviews2', 1, { status: 'approved' })).status).toBe(
      403,
    );
  });

  it('there is no create for member reviews', async () => {
    const count = async () => Number((await t.db.knex('member_reviews').count({ n: '*' }).first())!.n);
    const before = await count();
    expect([404, 405]).toContain((await api.create('clinic/reviews2', valid)).status);
    expect(await count()).toBe(before);
  });
});
