import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@clinic/contract';
import { settingsBody, tr } from './support/content.ts';
import { at, created, get } from './support/contentPublic.ts';
import { api, useStaffApp } from './support/staffApp.ts';

// Public reads of terms and curated reviews. Everything is written through the console API (so
// the public answers' cache is cleared the way it is in production) and read anonymously.

useStaffApp();

describe('GET /api/v1/terms and /api/v1/terms/:code', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const term = (code: string, version: string, effectiveAt: string, extra: object = {}) => ({
      code,
      version,
      required: code !== 'marketing-consent',
      title: tr(`${code} ${version}`, { en: `EN ${code} ${version}` }),
      body: tr(`<h2>제1조</h2><ul><li>${version} 본문</li></ul>`, {
        en: `<h2>Article 1</h2><ul><li>${version} text</li></ul>`,
      }),
      effectiveAt,
      ...extra,
    });
    ids.useOld = await created('terms', term('terms-of-use', '2025-01-01', at(-400)));
    ids.useNow = await created('terms', term('terms-of-use', '2026-01-01', at(-10)));
    ids.useNext = await created('terms', term('terms-of-use', '2026-12-01', at(30)));
    ids.privacyDraft = await created('terms', term('privacy-policy', '2026-02-01', at(-5), { published: false }));
    ids.marketing = await created('terms', term('marketing-consent', '2026-02-02', at(-1)));
  });

  it('lists the version in force per code: published, effective, the latest such', async () => {
    const res = await get('terms');
    expect(res.status).toBe(200);
    expect(res.body.terms.map((x: { id: number }) => x.id)).toEqual([ids.useNow, ids.marketing]);
    expect(res.body.terms[0]).toEqual({
      id: ids.useNow,
      code: 'terms-of-use',
      version: '2026-01-01',
      required: true,
      title: 'terms-of-use 2026-01-01',
      body: '<h2>제1조</h2><ul><li>2026-01-01 본문</li></ul>',
      effectiveAt: expect.stringMatching(/Z$/),
    });
  });

  it('answers one code in force, in the caller language', async () => {
    const ko = await get('terms/terms-of-use');
    expect(ko.status).toBe(200);
    expect(ko.body.term).toMatchObject({ id: ids.useNow, version: '2026-01-01' });
    const en = await get('terms/marketing-consent', 'en');
    expect(en.body.term).toMatchObject({
      id: ids.marketing,
      required: false,
      title: 'EN marketing-consent 2026-02-02',
      body: '<h2>Article 1</h2><ul><li>2026-02-02 text</li></ul>',
    });
  });

  it.each([
    ['an unknown code', 'cookies'],
    ['a code with only an unpublished version', 'privacy-policy'],
    ['a code with no version at all', 'consultation-consent'],
  ])('%s is a 404', async (_what, code) => {
    const res = await get(`terms/${code}`, 'en');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: translate('en', 'notFound') });
  });

  it('publishing a version puts it in force; unpublishing the current one brings back the previous', async () => {
    await api.update('terms', ids.privacyDraft!, { published: true });
    expect((await get('terms/privacy-policy')).body.term.id).toBe(ids.privacyDraft);
    await api.update('terms', ids.useNow!, { published: false });
    expect((await get('terms/terms-of-use')).body.term.id).toBe(ids.useOld);
    expect((await get('terms')).body.terms.map((x: { code: string }) => x.code)).toEqual([
      'terms-of-use',
      'privacy-policy',
      'marketing-consent',
    ]);
  });
});

describe('GET /api/v1/:product/reviews', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const review = (title: string, extra: object) => ({ title, content: `${title} 내용`, ...extra });
    ids.main = await created(
      'clinic/reviews',
      review('메인 후기', { isMain: true, position: 1, treatment: 'clarivein' }),
    );
    ids.plain = await created('clinic/reviews', review('일반 후기', { position: 2 }));
    ids.hidden = await created('clinic/reviews', review('숨긴 후기', { isMain: true, published: false }));
    ids.top = await created('clinic/reviews', review('맨 앞 후기', { isMain: true, position: 0 }));
    ids.other = await created('branch-two/reviews', review('다른 지점 후기', {}));
  });
  const idsOf = (res: { body: { reviews: Array<{ id: number }> } }) => res.body.reviews.map((r) => r.id);

  it('is empty while onReview is off, and one review is a 404', async () => {
    expect((await api.update('setting', 'clinic', settingsBody({ onReview: false }))).status).toBe(200);
    expect((await get('clinic/reviews')).body).toEqual({ reviews: [], total: 0 });
    expect((await get('clinic/reviews?isMain=true')).body).toEqual({ reviews: [], total: 0 });
    expect((await get(`clinic/reviews/${ids.main}`)).status).toBe(404);
  });

  it('lists published reviews by position once onReview is on', async () => {
    expect((await api.update('setting', 'clinic', settingsBody({ onReview: true }))).status).toBe(200);
    const res = await get('clinic/reviews');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(idsOf(res)).toEqual([ids.top, ids.main, ids.plain]);
    expect(res.body.reviews[1]).toEqual({
      _id: ids.main,
      id: ids.main,
      title: '메인 후기',
      content: '메인 후기 내용',
      treatment: 'clarivein',
      thumb: null,
      images: [],
    });
  });

  it('filters by isMain and pages', async () => {
    const main = await get('clinic/reviews?isMain=true');
    expect(main.body.total).toBe(2);
    expect(idsOf(main)).toEqual([ids.top, ids.main]);
    expect(idsOf(await get('clinic/reviews?isMain=false'))).toEqual([ids.plain]);
    const page = await get('clinic/reviews?perPage=1&page=2');
    expect(page.body.total).toBe(3);
    expect(idsOf(page)).toEqual([ids.main]);
    expect((await get('clinic/reviews?isMain=yes')).status).toBe(400);
  });

  it('answers one published review; unpublished or another product is a 404', async () => {
    expect((await get(`clinic/reviews/${ids.plain}`)).body.review).toMatchObject({ id: ids.plain, title: '일반 후기' });
    expect((await get(`clinic/reviews/${ids.hidden}`)).status).toBe(404);
    expect((await get(`clinic/reviews/${ids.other}`)).status).toBe(404);
    // branch-two never turned reviews on.
    expect((await get('branch-two/reviews')).body).toEqual({ reviews: [], total: 0 });
  });
});
