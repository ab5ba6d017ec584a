import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@clinic/contract';
import { consoleClient, jpegWithGps, pdfBytes, pngBytes } from './support/content.ts';
import {
  api,
  get,
  idsOf,
  post,
  second,
  settings,
  storedFiles,
  t,
  uploader,
  useMemberReviews,
  valid,
  type Attachment,
} from './support/memberReviews.ts';
import { bearer } from './support/testApp.ts';

// Reviews members write (reviews2): what the public sees, the members-only setting, uploads that are
// refused, and the console routes' scope.

useMemberReviews();

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
    const res = await t.http.post('/api/v1/clinic/reviews2').set('Authorization', bearer(uploader.token)).send(valid);
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
