import { describe, expect, it } from 'vitest';
import { translate } from '@clinic/contract';
import { contentRange, tr } from './support/content.ts';
import { crudSuite, iso, type Input } from './support/contentConsole.ts';
import { api, useStaffApp } from './support/staffApp.ts';

// The console's counters, popups, banners, fees, FAQ categories and FAQs in the ra-data-simple-rest
// dialect, through supertest with a staff token; then conflicts and references between them.

useStaffApp();

crudSuite({
  resource: 'clinic/mains',
  rangeName: 'mains',
  inputs: () => [
    { code: 'all', count: 1200 },
    { code: 'clarivein', count: 300 },
    { code: 'venaseal', count: 450 },
  ],
  shown: (i) => i,
  sort: { field: 'count', key: (i) => i.count as number },
  filter: { value: { count_gte: 400 }, matches: (i) => (i.count as number) >= 400 },
  q: { value: 'vein', matches: (i) => String(i.code).includes('vein') },
  change: { count: 1500 },
  invalid: {
    body: { code: 'laser', count: -1 },
    errors: { code: ['invalid'], count: ['minValue', { num: 0 }] },
  },
});

crudSuite({
  resource: 'popups',
  rangeName: 'popups',
  inputs: () =>
    [1, 2, 3, 4, 5].map((i) => ({
      title: tr(`팝업 ${i} ${i % 2 ? '휴진 안내' : '이벤트'}`, { en: `Popup ${i}` }),
      body: tr(`본문 ${i}`, { jp: `本文 ${i}` }),
      link: i === 1 ? 'https://example.com/a' : '',
      enabled: i !== 3,
      position: (6 - i) * 10,
      startsAt: i === 2 ? iso('2026-03-01T00:00:00Z') : null,
      endsAt: i === 2 ? iso('2026-03-31T15:00:00Z') : null,
    })),
  shown: (i) => ({ ...i, image: null }),
  sort: { field: 'position', key: (i) => i.position as number },
  filter: { value: { enabled: false }, matches: (i) => i.enabled === false },
  q: { value: '휴진', matches: (i) => (i.title as { ko: string }).ko.includes('휴진') },
  change: { title: tr('바뀐 팝업', { en: 'Changed' }), enabled: false, endsAt: iso('2027-01-01T00:00:00Z') },
  invalid: {
    body: { title: { ko: '' }, body: tr('x'), link: 'javascript:alert(1)', position: 1.5 },
    errors: { 'title.ko': ['required'], link: ['url'], position: ['integer'] },
  },
});

crudSuite({
  resource: 'banners',
  rangeName: 'banners',
  inputs: () =>
    [1, 2, 3, 4, 5, 6].map((i) => ({
      code: ['main', 'sub', 'footer'][i % 3],
      title: tr(`배너 ${i}`),
      alt: tr(i % 2 ? `이벤트 배너 ${i}` : `안내 배너 ${i}`, { en: `Banner ${i}` }),
      link: `/notice/${i}`,
      enabled: true,
      position: i * 5,
    })),
  shown: (i) => ({ ...i, image: null, startsAt: null, endsAt: null }),
  sort: { field: 'position', key: (i) => i.position as number },
  filter: { value: { code: 'sub' }, matches: (i) => i.code === 'sub' },
  q: { value: '이벤트', matches: (i) => (i.alt as { ko: string }).ko.includes('이벤트') },
  change: { code: 'footer', alt: tr('바뀐 대체 텍스트') },
  invalid: { body: { code: 'side', title: tr('x'), alt: tr('y') }, errors: { code: ['invalid'] } },
});

crudSuite({
  resource: 'clinic/fees',
  rangeName: 'fees',
  inputs: () =>
    [1, 2, 3, 4, 5].map((i) => ({
      category: tr(`비급여 ${i} ${i % 2 ? '초음파 검사' : '시술'}`, { en: `Fee ${i}` }),
      minCost: i * 1_100_000,
      maxCost: i * 1_100_000 + 500_000,
      ...(i === 5 ? {} : { note: tr(`비고 ${i}`) }),
      position: 10 * i,
      enabled: i !== 4,
    })),
  shown: (i) => ({ ...i, note: i.note ?? tr('') }),
  sort: { field: 'minCost', key: (i) => i.minCost as number },
  filter: { value: { minCost_gte: 3_300_000 }, matches: (i) => (i.minCost as number) >= 3_300_000 },
  q: { value: '초음파', matches: (i) => (i.category as { ko: string }).ko.includes('초음파') },
  change: { maxCost: 9_900_000, enabled: false },
  invalid: {
    body: { category: tr('검사'), minCost: 5000, maxCost: 100 },
    errors: { maxCost: ['invalid'] },
  },
});

crudSuite({
  resource: 'center/faq-categories',
  rangeName: 'faq-categories',
  inputs: () =>
    ['cost', 'treatment', 'reservation', 'etc'].map((code, i) => ({
      code,
      name: tr(['비용', '치료', '예약', '기타'][i]!, { en: code }),
      position: [30, 10, 40, 20][i],
    })),
  shown: (i) => i,
  sort: { field: 'position', key: (i) => i.position as number },
  filter: { value: { code: ['cost', 'etc'] }, matches: (i) => ['cost', 'etc'].includes(String(i.code)) },
  q: { value: '예약', matches: (i) => i.code === 'reservation' },
  change: { name: tr('진료비', { en: 'Fees' }), position: 5 },
  invalid: {
    body: { code: 'Bad Code', name: { ko: '' } },
    errors: { code: ['invalid'], 'name.ko': ['required'] },
  },
});

const faqCategories: number[] = [];
crudSuite({
  resource: 'center/faqs',
  rangeName: 'faqs',
  setup: async () => {
    for (const code of ['faq-a', 'faq-b']) {
      const res = await api.create('center/faq-categories', { code, name: tr(code) });
      faqCategories.push(res.body.id as number);
    }
  },
  inputs: () =>
    [1, 2, 3, 4, 5, 6].map((i) => ({
      categoryId: faqCategories[i % 2],
      question: tr(`질문 ${i}`, { cn: `问题 ${i}` }),
      answer: tr(i % 3 === 0 ? `<p>답변 ${i}: 압박스타킹을 신으세요.</p>` : `<p>답변 ${i}</p>`),
      position: i,
      published: i !== 2,
    })),
  shown: (i) => i,
  sort: { field: 'position', key: (i) => i.position as number },
  filter: { value: () => ({ categoryId: faqCategories[0] }), matches: (i) => i.categoryId === faqCategories[0] },
  q: { value: '압박스타킹', matches: (i) => (i.answer as { ko: string }).ko.includes('압박스타킹') },
  change: { published: false, question: tr('바뀐 질문') },
  invalid: {
    body: { categoryId: 0, question: tr(''), answer: tr('<p>a</p>') },
    errors: { categoryId: ['required'], 'question.ko': ['required'] },
  },
});

describe('conflicts and references', () => {
  it('a second counter with the same code in one product is a 409; another product may have it', async () => {
    const dup = await api.create('clinic/mains', { code: 'all', count: 1 }).set('Accept-Language', 'en');
    expect(dup.status).toBe(409);
    // It names the field and says what is wrong with it (no longer the generic "conflicts with").
    expect(dup.body).toEqual({
      message: translate('en', 'validationFailed'),
      errors: { code: translate('en', 'duplicate') },
    });

    const list = (await api.list('clinic/mains', { filter: { code: 'clarivein' } })).body as Array<{ id: number }>;
    const clarivein = list[0]!;
    const moved = await api.update('clinic/mains', clarivein.id, { code: 'all' });
    expect(moved.status).toBe(409);
    expect((await api.getOne('clinic/mains', clarivein.id)).body.code).toBe('clarivein');

    const other = await api.create('branch-two/mains', { code: 'all', count: 7 });
    expect(other.status).toBe(201);
    const otherList = await api.list('branch-two/mains');
    expect(contentRange(otherList).total).toBe(1);
    expect(otherList.body).toMatchObject([{ code: 'all', count: 7 }]);
    // A record of one product is not reachable through another product's path.
    expect((await api.getOne('branch-two/mains', clarivein.id)).status).toBe(404);
    expect((await api.remove('branch-two/mains', clarivein.id)).status).toBe(404);
    expect((await api.getOne('Bad_Product/mains', clarivein.id)).status).toBe(404);
  });

  it('a second version with the same code and version is a 409; a category in use cannot be deleted', async () => {
    const term = {
      code: 'marketing-consent',
      version: '2026-05-05',
      title: tr('마케팅'),
      body: tr('본문'),
      effectiveAt: iso('2026-05-05T00:00:00Z'),
    };
    expect((await api.create('terms', term)).status).toBe(201);
    expect((await api.create('terms', term)).status).toBe(409);

    expect((await api.create('center/faq-categories', { code: 'cost', name: tr('중복') })).status).toBe(409);

    const inUse = await api.remove('center/faq-categories', faqCategories[0]!).set('Accept-Language', 'en');
    expect(inUse.status).toBe(409);
    // It says why, with how many FAQs are in the way (no longer the generic "conflicts with").
    const used = (await api.list('center/faqs', { filter: { categoryId: faqCategories[0]! } })).headers[
      'content-range'
    ] as string;
    expect(inUse.body).toEqual({
      message: translate('en', 'categoryInUse', { num: Number(used.split('/')[1]) }),
    });
    expect((await api.getOne('center/faq-categories', faqCategories[0]!)).status).toBe(200);
  });

  // Regression: a FAQ pointing at a category that does not exist fails on the foreign key
  // and answers 500 instead of a 400 naming the field.
  it('a FAQ with an unknown category is a 400 on categoryId, not a 500', async () => {
    const res = await api.create('center/faqs', { categoryId: 987_654, question: tr('q'), answer: tr('a') });
    expect(res.status, `answered ${res.status} ${JSON.stringify(res.body)}`).toBe(400);
    expect(res.body.errors).toHaveProperty('categoryId');
  });

  // Regression: the create schema checks maxCost >= minCost, the update schema does not.
  it('an update cannot make maxCost lower than minCost', async () => {
    const created = await api.create('clinic/fees', { category: tr('검사'), minCost: 100_000, maxCost: 200_000 });
    expect(created.status).toBe(201);
    // The whole record but its note (a field left out of an update is kept).
    const { note: _emptyNote, ...record } = created.body as Input;
    const res = await api.update('clinic/fees', created.body.id as number, { ...record, maxCost: 1000 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ maxCost: translate('ko', 'invalid') });
    expect((await api.getOne('clinic/fees', created.body.id as number)).body.maxCost).toBe(200_000);
  });
});
