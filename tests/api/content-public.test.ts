import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@clinic/contract';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { consoleClient, settingsBody, staffAndMember, tr, type ConsoleClient } from './support/content.ts';

// Public reads of the content modules. Everything is written through the console API (so the
// public answers' cache is cleared the way it is in production) and read anonymously.
let t: TestApp;
let api: ConsoleClient;

beforeAll(async () => {
  t = await startTestApp();
  api = consoleClient(t, (await staffAndMember(t)).staff);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const get = (path: string, language?: string) => {
  const req = t.http.get(`/api/v1/${path}`);
  return language ? req.set('Accept-Language', language) : req;
};
async function created(resource: string, body: object): Promise<number> {
  const res = await api.create(resource, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

describe('GET /api/v1/:product/settings', () => {
  const saved = settingsBody({
    clinicName: tr('서울하지정맥 흉부외과', { en: 'Seoul Vein Clinic', cn: '', jp: 'ソウル静脈クリニック' }),
    representative: tr('김원장', { en: 'Dr. Kim', cn: '金院长', jp: '' }),
    address: tr('서울특별시 강남구 테헤란로 1', { en: '   ', cn: '首尔江南区', jp: 'ソウル江南区' }),
  });
  beforeAll(async () => {
    expect((await api.update('setting', 'clinic', saved)).status).toBe(200);
  });

  const plain = {
    onReview: false,
    reviewMembersOnly: false,
    businessNumber: '123-45-67890',
    phone: '02-555-1234',
    email: 'info@example.com',
    kakaoChannelUrl: 'https://pf.kakao.com/_abc',
    naverBookingUrl: '',
    youtubeChannelUrl: 'https://www.youtube.com/@clinic',
    naverMapUrl: 'https://map.naver.com/p/1',
    kakaoMapUrl: 'https://map.kakao.com/?q=1',
  };

  it.each([
    ['ko', { clinicName: '서울하지정맥 흉부외과', representative: '김원장', address: '서울특별시 강남구 테헤란로 1' }],
    ['en', { clinicName: 'Seoul Vein Clinic', representative: 'Dr. Kim', address: '서울특별시 강남구 테헤란로 1' }],
    ['zh-CN', { clinicName: '서울하지정맥 흉부외과', representative: '金院长', address: '首尔江南区' }],
    ['ja', { clinicName: 'ソウル静脈クリニック', representative: '김원장', address: 'ソウル江南区' }],
  ])(
    'Accept-Language %s: translated fields in that language, Korean where a translation is empty',
    async (lang, names) => {
      const res = await get('clinic/settings', lang);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ setting: { ...plain, ...names } });
    },
  );

  it('honours q-values and region tags, and answers Korean for other languages or none', async () => {
    expect((await get('clinic/settings', 'en-US,en;q=0.9')).body.setting.clinicName).toBe('Seoul Vein Clinic');
    expect((await get('clinic/settings', 'fr-FR, ja;q=0.5')).body.setting.clinicName).toBe('ソウル静脈クリニック');
    expect((await get('clinic/settings', 'fr')).body.setting.clinicName).toBe('서울하지정맥 흉부외과');
    expect((await get('clinic/settings')).body.setting.clinicName).toBe('서울하지정맥 흉부외과');
  });

  it('another product has its own settings; a malformed product is a 404', async () => {
    const other = await get('branch-two/settings');
    expect(other.status).toBe(200);
    expect(other.body.setting.phone).not.toBe(plain.phone);
    expect((await get('Branch_2/settings')).status).toBe(404);
  });
});

describe('GET /api/v1/:product/mains', () => {
  beforeAll(async () => {
    await created('clinic/mains', { code: 'all', count: 12_345 });
    await created('clinic/mains', { code: 'clarivein', count: 3210 });
    await created('clinic/mains', { code: 'venaseal', count: 987 });
    await created('branch-two/mains', { code: 'all', count: 5 });
  });

  it('answers the counter of one code', async () => {
    const res = await get('clinic/mains?code=all');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mains: [{ code: 'all', count: 12_345 }] });
    expect((await get('clinic/mains?code=venaseal')).body).toEqual({ mains: [{ code: 'venaseal', count: 987 }] });
  });

  it('answers every counter of the product without a code, and only that product', async () => {
    expect((await get('clinic/mains')).body).toEqual({
      mains: [
        { code: 'all', count: 12_345 },
        { code: 'clarivein', count: 3210 },
        { code: 'venaseal', count: 987 },
      ],
    });
    expect((await get('branch-two/mains')).body).toEqual({ mains: [{ code: 'all', count: 5 }] });
    expect((await get('branch-three/mains?code=all')).body).toEqual({ mains: [] });
  });

  it('an unknown code is a 400 in the caller language', async () => {
    const res = await get('clinic/mains?code=laser', 'en');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(translate('en', 'invalidFilter', { field: 'code' }));
  });
});

describe('GET /api/v1/popups', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const popup = (key: string, extra: object) => ({
      title: tr(`팝업 ${key}`, { en: `Popup ${key}` }),
      body: tr(`내용 ${key}`, { jp: `内容 ${key}` }),
      link: `/notice/${key}`,
      ...extra,
    });
    ids.always = await created('popups', popup('always', { position: 2 }));
    ids.now = await created('popups', popup('now', { position: 1, startsAt: at(-1), endsAt: at(1) }));
    ids.off = await created('popups', popup('off', { position: 0, enabled: false }));
    ids.later = await created('popups', popup('later', { position: 0, startsAt: at(1) }));
    ids.over = await created('popups', popup('over', { position: 0, endsAt: at(-1) }));
    ids.sameSlot = await created('popups', popup('sameSlot', { position: 2, startsAt: at(-3) }));
  });

  it('shows only enabled popups within their schedule, by position (newest first within one)', async () => {
    const res = await get('popups');
    expect(res.status).toBe(200);
    expect(res.body.popups.map((p: { id: number }) => p.id)).toEqual([ids.now, ids.sameSlot, ids.always]);
    expect(res.body.popups[0]).toEqual({
      _id: ids.now,
      id: ids.now,
      title: '팝업 now',
      body: '내용 now',
      link: '/notice/now',
      image: null,
    });
  });

  it('answers in the caller language with the Korean fallback', async () => {
    const en = (await get('popups', 'en')).body.popups[0];
    expect(en).toMatchObject({ title: 'Popup now', body: '내용 now' });
    const ja = (await get('popups', 'ja')).body.popups[0];
    expect(ja).toMatchObject({ title: '팝업 now', body: '内容 now' });
  });

  it('a popup disabled in the console disappears; one whose start moved into the past appears', async () => {
    await api.update('popups', ids.now!, { enabled: false });
    await api.update('popups', ids.later!, { startsAt: at(-0.01) });
    const res = await get('popups');
    expect(res.body.popups.map((p: { id: number }) => p.id)).toEqual([ids.later, ids.sameSlot, ids.always]);
  });
});

describe('GET /api/v1/banners/:code', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const banner = (key: string, code: string, extra: object = {}) => ({
      code,
      title: tr(`배너 ${key}`),
      alt: tr(`대체 ${key}`, { cn: `替代 ${key}` }),
      link: '',
      ...extra,
    });
    ids.second = await created('banners', banner('second', 'main', { position: 2 }));
    ids.first = await created('banners', banner('first', 'main', { position: 1 }));
    ids.off = await created('banners', banner('off', 'main', { position: 0, enabled: false }));
    ids.over = await created('banners', banner('over', 'main', { position: 0, endsAt: at(-1) }));
    ids.sub = await created('banners', banner('sub', 'sub'));
  });

  it('answers the enabled, scheduled banners of one code by position', async () => {
    const res = await get('banners/main', 'zh-CN');
    expect(res.status).toBe(200);
    expect(res.body.banners).toEqual([
      { id: ids.first, code: 'main', title: '배너 first', alt: '替代 first', link: '', image: null },
      { id: ids.second, code: 'main', title: '배너 second', alt: '替代 second', link: '', image: null },
    ]);
    expect((await get('banners/sub')).body.banners.map((b: { id: number }) => b.id)).toEqual([ids.sub]);
    expect((await get('banners/footer')).body).toEqual({ banners: [] });
  });

  it('an unknown code is a 404 in the caller language', async () => {
    const res = await get('banners/sidebar', 'ja');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: translate('jp', 'notFound') });
  });
});

describe('GET /api/v1/:product/fees', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ids.hidden = await created('clinic/fees', {
      category: tr('숨긴 항목'),
      minCost: 1,
      maxCost: 2,
      position: 0,
      enabled: false,
    });
    ids.laser = await created('clinic/fees', {
      category: tr('레이저 시술', { en: 'Laser ablation' }),
      minCost: 3_300_000,
      maxCost: 4_950_000,
      note: tr('한쪽 다리 기준', { en: 'Per leg' }),
      position: 20,
    });
    ids.scan = await created('clinic/fees', {
      category: tr('초음파 검사', { en: 'Ultrasound', jp: '超音波検査' }),
      minCost: 0,
      maxCost: 150_000,
      position: 10,
    });
    ids.big = await created('clinic/fees', {
      category: tr('복합 수술'),
      minCost: 12_000_000,
      maxCost: 1_000_000_000,
      position: 30,
    });
    await created('branch-two/fees', { category: tr('다른 지점'), minCost: 10, maxCost: 20 });
  });

  it('lists enabled fees by position with thousands separators', async () => {
    const res = await get('clinic/fees');
    expect(res.status).toBe(200);
    expect(res.body.fees).toEqual([
      { id: ids.scan, category: '초음파 검사', minCost: '0', maxCost: '150,000', note: '' },
      { id: ids.laser, category: '레이저 시술', minCost: '3,300,000', maxCost: '4,950,000', note: '한쪽 다리 기준' },
      { id: ids.big, category: '복합 수술', minCost: '12,000,000', maxCost: '1,000,000,000', note: '' },
    ]);
  });

  it('answers the time of the latest change and translated texts', async () => {
    const records = await api.list('clinic/fees', { range: [0, 99] });
    const latest = (records.body as Array<{ updatedAt: string }>)
      .map((r) => r.updatedAt)
      .sort()
      .at(-1);
    const en = await get('clinic/fees', 'en');
    expect(en.body.updatedAt).toBe(latest);
    expect(en.body.fees.map((f: { category: string; note: string }) => [f.category, f.note])).toEqual([
      ['Ultrasound', ''],
      ['Laser ablation', 'Per leg'],
      ['복합 수술', ''],
    ]);
    expect((await get('clinic/fees', 'ja')).body.fees[0].category).toBe('超音波検査');
  });

  it('a fee disabled in the console disappears; another product shows only its own', async () => {
    await api.update('clinic/fees', ids.big!, { enabled: false });
    expect((await get('clinic/fees')).body.fees.map((f: { id: number }) => f.id)).toEqual([ids.scan, ids.laser]);
    expect((await get('branch-two/fees')).body.fees).toEqual([
      expect.objectContaining({ category: '다른 지점', minCost: '10', maxCost: '20' }),
    ]);
    expect((await get('branch-three/fees')).body).toEqual({ fees: [], updatedAt: null });
  });
});

describe('GET /api/v1/center/faqs', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const cost = await created('center/faq-categories', {
      code: 'cost',
      name: tr('비용', { en: 'Cost', cn: '费用' }),
      position: 2,
    });
    const treatment = await created('center/faq-categories', {
      code: 'treatment',
      name: tr('치료', { en: 'Treatment', jp: '治療' }),
      position: 1,
    });
    ids.time = await created('center/faqs', {
      categoryId: treatment,
      question: tr('시술 시간은 얼마나 걸리나요?', { en: 'How long does it take?', jp: '施術時間は？' }),
      answer: tr('<p>약 30분입니다.</p>', { en: '<p>About 30 minutes.</p>', jp: '<p>約30分です。</p>' }),
      position: 1,
    });
    ids.insurance = await created('center/faqs', {
      categoryId: cost,
      question: tr('실비 보험이 되나요?', { en: 'Is it covered by insurance?' }),
      answer: tr('<p>검사 결과에 따라 다릅니다.</p>', { en: '<p>It depends on the ultrasound result.</p>' }),
      position: 1,
    });
    ids.draft = await created('center/faqs', {
      categoryId: cost,
      question: tr('비공개 질문'),
      answer: tr('<p>비공개 답변</p>'),
      position: 0,
      published: false,
    });
    ids.stockings = await created('center/faqs', {
      categoryId: treatment,
      question: tr('압박스타킹은 언제까지 신나요?'),
      answer: tr('<p>2주간 착용합니다.</p>', { cn: '<p>需要穿两周。</p>' }),
      position: 2,
    });
  });
  const idsOf = (res: { body: { faqs: Array<{ id: number }> } }) => res.body.faqs.map((f) => f.id);

  it('lists published FAQs by category then position, with the categories', async () => {
    const res = await get('center/faqs');
    expect(res.status).toBe(200);
    expect(res.body.categories).toEqual([
      { code: 'treatment', name: '치료' },
      { code: 'cost', name: '비용' },
    ]);
    expect(idsOf(res)).toEqual([ids.time, ids.stockings, ids.insurance]);
    expect(res.body.faqs[0]).toEqual({
      id: ids.time,
      category: 'treatment',
      question: '시술 시간은 얼마나 걸리나요?',
      answer: '<p>약 30분입니다.</p>',
    });
  });

  it('answers in the caller language with the Korean fallback', async () => {
    const en = await get('center/faqs', 'en');
    expect(en.body.categories).toEqual([
      { code: 'treatment', name: 'Treatment' },
      { code: 'cost', name: 'Cost' },
    ]);
    expect(en.body.faqs.map((f: { question: string }) => f.question)).toEqual([
      'How long does it take?',
      '압박스타킹은 언제까지 신나요?',
      'Is it covered by insurance?',
    ]);
    const cn = await get('center/faqs?category=treatment', 'zh-CN');
    expect(cn.body.faqs[1]).toMatchObject({ question: '압박스타킹은 언제까지 신나요?', answer: '<p>需要穿两周。</p>' });
  });

  it('filters by category code', async () => {
    expect(idsOf(await get('center/faqs?category=cost'))).toEqual([ids.insurance]);
    expect(idsOf(await get('center/faqs?category=treatment'))).toEqual([ids.time, ids.stockings]);
    const none = await get('center/faqs?category=nothing');
    expect(none.body.faqs).toEqual([]);
    expect(none.body.categories).toHaveLength(2);
  });

  it('searches questions and answers in every language, whatever the caller language', async () => {
    const q = (term: string, more = '') => get(`center/faqs?q=${encodeURIComponent(term)}${more}`);
    expect(idsOf(await q('30분'))).toEqual([ids.time]);
    expect(idsOf(await q('insurance'))).toEqual([ids.insurance]);
    expect(idsOf(await q('ultrasound result'))).toEqual([ids.insurance]);
    expect(idsOf(await q('施術'))).toEqual([ids.time]);
    expect(idsOf(await q('穿两周'))).toEqual([ids.stockings]);
    expect(idsOf(await q('30', '&category=cost'))).toEqual([]);
    expect(idsOf(await q('비공개'))).toEqual([]);
    expect(idsOf(await q('100%'))).toEqual([]);
    // A hit in the English text is answered in the caller's language (here Korean).
    expect((await q('insurance')).body.faqs[0].question).toBe('실비 보험이 되나요?');
  });

  // Regression: translated texts are stored as JSON and searched with LIKE over the whole
  // JSON text, so a search for a language key ("ko", "en", "cn", "jp") or for JSON punctuation
  // matches every FAQ.
  it('a search matches the texts only, not the JSON they are stored in', async () => {
    for (const term of ['ko', 'jp', '":"']) {
      const res = await get(`center/faqs?q=${encodeURIComponent(term)}`);
      expect(idsOf(res), `q=${term}`).toEqual([]);
    }
  });

  it('a search term that is too long is a 400', async () => {
    const res = await get(`center/faqs?q=${'가'.repeat(101)}`, 'en');
    expect(res.status).toBe(400);
    expect(res.body.errors.q).toBe(translate('en', 'maxLength', { num: 100 }));
  });
});

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
