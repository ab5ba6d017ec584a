import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type Locale, type MessageKey, type MessageParams } from '@clinic/contract';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { consoleClient, contentRange, staffAndMember, tr, type ConsoleClient, type Order } from './support/content.ts';

// Every console resource of the content modules in the ra-data-simple-rest dialect, through
// supertest with a staff token; and the 401/403 rules on each of them.
let t: TestApp;
let api: ConsoleClient;
let tokens: { staff: string; member: string };

beforeAll(async () => {
  t = await startTestApp();
  tokens = await staffAndMember(t);
  api = consoleClient(t, tokens.staff);
});
afterAll(() => t.close());

type Input = Record<string, unknown>;
type Expected = [MessageKey, MessageParams?];
const say = (locale: Locale, [key, params]: Expected) => translate(locale, key, params);

interface CrudCase {
  /** Path under /api/console. */
  resource: string;
  /** The name in Content-Range. */
  rangeName: string;
  setup?: () => Promise<void>;
  inputs: () => Input[];
  /** What the record shows for an input (a subset of the record). */
  shown: (input: Input) => Input;
  sort: { field: string; key: (input: Input) => number | string };
  /** A function when the value is known only after `setup` (ids of related records). */
  filter: { value: Record<string, unknown> | (() => Record<string, unknown>); matches: (input: Input) => boolean };
  q: { value: string; matches: (input: Input) => boolean };
  change: Input;
  invalid: { body: Input; errors: Record<string, Expected> };
}

const byKey = (key: (input: Input) => number | string) => (a: Created, b: Created) => {
  const ka = key(a.input);
  const kb = key(b.input);
  return ka < kb ? -1 : ka > kb ? 1 : a.id - b.id;
};
interface Created {
  id: number;
  input: Input;
}
const idsOf = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
const sortedIds = (rows: Array<{ id: number }>) => idsOf(rows).sort((a, b) => a - b);

function crudSuite(c: CrudCase) {
  describe(`/api/console/${c.resource}`, () => {
    const created: Created[] = [];
    if (c.setup) beforeAll(c.setup);

    it('creates records (201) and answers each with its id', async () => {
      for (const input of c.inputs()) {
        const res = await api.create(c.resource, input);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(res.body.id).toEqual(expect.any(Number));
        expect(res.body).toMatchObject(c.shown(input));
        created.push({ id: res.body.id as number, input });
      }
      expect(new Set(idsOf(created)).size).toBe(created.length);
    });

    it('lists a sorted page in both orders with the exact Content-Range', async () => {
      const total = created.length;
      const end = Math.min(3, total - 1);
      for (const order of ['ASC', 'DESC'] as Order[]) {
        const expected = [...created].sort(byKey(c.sort.key));
        if (order === 'DESC') expected.reverse();
        const res = await api.list(c.resource, { sort: [c.sort.field, order], range: [1, end], filter: {} });
        expect(res.status).toBe(200);
        expect(contentRange(res)).toEqual({ resource: c.rangeName, start: 1, end, total });
        expect(idsOf(res.body)).toEqual(idsOf(expected.slice(1, end + 1)));
      }
      const past = await api.list(c.resource, { sort: ['id', 'ASC'], range: [total + 5, total + 10] });
      expect(past.body).toEqual([]);
      expect(contentRange(past)).toEqual({ resource: c.rangeName, total });
      const plain = await api.list(c.resource);
      expect(contentRange(plain).total).toBe(total);
    });

    it('filters by field and searches with q, counting only the matches', async () => {
      const filterValue = typeof c.filter.value === 'function' ? c.filter.value() : c.filter.value;
      for (const [filter, matches] of [
        [filterValue, c.filter.matches],
        [{ q: c.q.value }, c.q.matches],
      ] as const) {
        const expected = created.filter((r) => matches(r.input));
        expect(expected.length).toBeGreaterThan(0);
        expect(expected.length).toBeLessThan(created.length);
        const res = await api.list(c.resource, { sort: ['id', 'ASC'], range: [0, 99], filter });
        expect(res.status).toBe(200);
        expect(contentRange(res).total).toBe(expected.length);
        expect(sortedIds(res.body)).toEqual(sortedIds(expected));
      }
      const many = await api.list(c.resource, { filter: { id: [created[0]!.id, created[2]!.id] } });
      expect(sortedIds(many.body)).toEqual(sortedIds([created[0]!, created[2]!]));
    });

    it('refuses unknown sort and filter fields with a 400 in the caller language', async () => {
      const sort = await api.list(c.resource, { sort: ['password', 'ASC'] }).set('Accept-Language', 'en');
      expect(sort.status).toBe(400);
      expect(sort.body.message).toBe(translate('en', 'invalidSort', { field: 'password' }));
      const filter = await api.list(c.resource, { filter: { 'id; drop table x': 1 } });
      expect(filter.status).toBe(400);
      const range = await api.list(c.resource, { range: [5, 2] });
      expect(range.status).toBe(400);
    });

    it('gets one record; an unknown or malformed id is a 404', async () => {
      const first = created[0]!;
      const res = await api.getOne(c.resource, first.id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: first.id, ...c.shown(first.input) });
      expect((await api.getOne(c.resource, 999_999)).status).toBe(404);
      expect((await api.getOne(c.resource, 'abc')).status).toBe(404);
    });

    it('updates with the whole record sent back and answers the new record', async () => {
      const target = created[1]!;
      const before = (await api.getOne(c.resource, target.id)).body as Input;
      const res = await api.update(c.resource, target.id, { ...before, ...c.change });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ id: target.id, ...c.change });
      expect(res.body.createdAt).toBe(before.createdAt);
      expect((await api.getOne(c.resource, target.id)).body).toMatchObject(c.change);
      expect((await api.update(c.resource, 999_999, { ...before, ...c.change })).status).toBe(404);
    });

    it('refuses invalid input with translated field errors and stores nothing', async () => {
      const before = contentRange(await api.list(c.resource)).total;
      for (const locale of ['ko', 'jp'] as Locale[]) {
        const res = await api.create(c.resource, c.invalid.body).set('Accept-Language', locale === 'jp' ? 'ja' : 'ko');
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(translate(locale, 'validationFailed'));
        const errors = Object.fromEntries(Object.entries(c.invalid.errors).map(([f, e]) => [f, say(locale, e)]));
        expect(res.body.errors).toMatchObject(errors);
      }
      expect(contentRange(await api.list(c.resource)).total).toBe(before);
    });

    it('deletes a record, answering the deleted record', async () => {
      const victim = created.at(-1)!;
      const res = await api.remove(c.resource, victim.id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: victim.id, ...c.shown(victim.input) });
      expect((await api.getOne(c.resource, victim.id)).status).toBe(404);
      expect((await api.remove(c.resource, victim.id)).status).toBe(404);
      expect(contentRange(await api.list(c.resource)).total).toBe(created.length - 1);
    });
  });
}

const iso = (date: string) => new Date(date).toISOString();

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

crudSuite({
  resource: 'terms',
  rangeName: 'terms',
  inputs: () =>
    [1, 2, 3, 4, 5].map((i) => ({
      code: ['terms-of-use', 'privacy-policy'][i % 2],
      version: `2026-0${i}-01`,
      required: i % 2 === 1,
      title: tr(`약관 ${i} ${i % 2 ? '이용' : '개인정보'}`),
      body: tr(`<h2>제1조</h2><ul><li>항목 ${i}</li></ul>`),
      effectiveAt: iso(`2026-0${i}-01T00:00:00+09:00`),
      published: true,
    })),
  shown: (i) => i,
  sort: { field: 'effectiveAt', key: (i) => String(i.effectiveAt) },
  filter: { value: { code: 'privacy-policy' }, matches: (i) => i.code === 'privacy-policy' },
  q: { value: '개인정보', matches: (i) => (i.title as { ko: string }).ko.includes('개인정보') },
  change: { published: false, body: tr('<h2>바뀐 조항</h2><p>내용</p>') },
  invalid: {
    body: { code: 'cookie', version: 'v1', title: tr('t'), body: tr('b'), effectiveAt: 'tomorrow' },
    errors: { code: ['invalid'], version: ['invalid'], effectiveAt: ['invalidDate'] },
  },
});

crudSuite({
  resource: 'clinic/reviews',
  rangeName: 'reviews',
  inputs: () =>
    [1, 2, 3, 4, 5].map((i) => ({
      title: `후기 ${i}`,
      content: i % 2 ? `클라리베인 시술 후기 ${i}` : `상담 후기 ${i}`,
      treatment: i % 2 ? 'clarivein' : null,
      isMain: i <= 2,
      published: i !== 5,
      position: 10 * (6 - i),
    })),
  shown: (i) => ({ ...i, thumb: null, images: [] }),
  sort: { field: 'position', key: (i) => i.position as number },
  filter: { value: { isMain: true }, matches: (i) => i.isMain === true },
  q: { value: '클라리베인', matches: (i) => String(i.content).includes('클라리베인') },
  change: { isMain: false, treatment: 'venaseal' },
  invalid: { body: { title: '', treatment: 'magic' }, errors: { title: ['required'], treatment: ['invalid'] } },
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

describe('/api/console/setting (one record per product)', () => {
  const settings = {
    onReview: true,
    reviewMembersOnly: false,
    clinicName: tr('서울하지정맥', { en: 'Seoul Vein' }),
    representative: tr('김원장'),
    businessNumber: '123-45-67890',
    phone: '02-555-1234',
    email: 'info@example.com',
    address: tr('서울특별시 강남구 테헤란로 1'),
    kakaoChannelUrl: 'https://pf.kakao.com/_abc',
    naverBookingUrl: '',
    youtubeChannelUrl: 'https://www.youtube.com/@clinic',
    naverMapUrl: 'https://map.naver.com/p/1',
    kakaoMapUrl: 'https://map.kakao.com/?q=1',
  };

  it('lists the one record and reads it with the defaults before any save', async () => {
    const list = await api.list('setting');
    expect(list.status).toBe(200);
    expect(contentRange(list)).toEqual({ resource: 'setting', start: 0, end: 0, total: 1 });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: 'clinic', onReview: false, updatedAt: null });
    const one = await api.getOne('setting', 'clinic');
    expect(one.body).toEqual(list.body[0]);
  });

  it('saves the whole record and answers it', async () => {
    const before = (await api.getOne('setting', 'clinic')).body as Input;
    const res = await api.update('setting', 'clinic', { ...before, ...settings });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Nobody is notified of new requests until staff say who (the two fields are new).
    expect(res.body).toEqual({
      id: 'clinic',
      ...settings,
      staffNotifyEmails: [],
      staffNotifyPhones: [],
      updatedAt: expect.any(String),
    });
    expect((await api.getOne('setting', 'clinic')).body).toEqual(res.body);
    // Another product keeps its own record.
    expect((await api.getOne('setting', 'branch-two')).body).toMatchObject({ id: 'branch-two', onReview: false });
  });

  it('refuses invalid settings field by field and keeps the saved ones', async () => {
    const res = await api
      .update('setting', 'clinic', { ...settings, phone: '', kakaoChannelUrl: 'ftp://x', onReview: 'yes' })
      .set('Accept-Language', 'zh-CN');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      phone: translate('cn', 'required'),
      kakaoChannelUrl: translate('cn', 'url'),
      onReview: translate('cn', 'invalidBoolean'),
    });
    expect((await api.getOne('setting', 'clinic')).body).toMatchObject(settings);
  });
});

describe('/api/console/forms (consultation requests: read, status, memo, delete)', () => {
  const people = [
    { name: '김하나', phone: '01011112222', treatment: 'clarivein', message: '상담 원합니다' },
    { name: '이둘', phone: '01033334444', treatment: 'venaseal', message: '비용 문의' },
    { name: '박셋', phone: '01055556666', treatment: 'clarivein', message: '예약 문의' },
    { name: '최넷', phone: '0212345678', treatment: 'consult', message: '주차 문의' },
  ];
  const ids: number[] = [];

  beforeAll(async () => {
    for (const p of people) {
      let req = t.http.post('/api/v1/forms');
      for (const [k, v] of Object.entries({ ...p, email: '', consent: 'true', marketing: 'false' }))
        req = req.field(k, v);
      const res = await req;
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push(res.body.form.id as number);
    }
  });

  it('lists newest first by default, sorts, filters and searches with an exact Content-Range', async () => {
    const all = await api.list('forms', { range: [0, 9] });
    expect(all.status).toBe(200);
    expect(contentRange(all)).toEqual({ resource: 'forms', start: 0, end: 3, total: 4 });
    expect(idsOf(all.body)).toEqual([...ids].reverse());
    expect(all.body[0]).toMatchObject({ ...people[3], status: 'new', memo: '', email: '' });

    const page = await api.list('forms', { sort: ['id', 'ASC'], range: [1, 2] });
    expect(idsOf(page.body)).toEqual(ids.slice(1, 3));
    expect(contentRange(page)).toEqual({ resource: 'forms', start: 1, end: 2, total: 4 });

    const clarivein = await api.list('forms', { filter: { treatment: 'clarivein' } });
    expect(contentRange(clarivein).total).toBe(2);
    expect(sortedIds(clarivein.body)).toEqual([ids[0], ids[2]]);

    const byPhone = await api.list('forms', { filter: { q: '3333' } });
    expect(idsOf(byPhone.body)).toEqual([ids[1]]);
    const byMessage = await api.list('forms', { filter: { q: '주차' } });
    expect(idsOf(byMessage.body)).toEqual([ids[3]]);
  });

  it('reads one request with its (empty) file list; staff cannot create one', async () => {
    const one = await api.getOne('forms', ids[0]!);
    expect(one.body).toMatchObject({ id: ids[0], ...people[0], files: [], locale: 'ko' });
    const create = await api.create('forms', people[0]!);
    expect([404, 405]).toContain(create.status);
    expect(contentRange(await api.list('forms')).total).toBe(4);
  });

  it('changes only status and memo', async () => {
    const before = (await api.getOne('forms', ids[1]!)).body as Input;
    const res = await api.update('forms', ids[1]!, {
      ...before,
      status: 'in_progress',
      memo: '3월 5일 전화 예정',
      name: '바꾼 이름',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'in_progress', memo: '3월 5일 전화 예정', name: people[1]!.name });
    const bad = await api.update('forms', ids[1]!, { status: 'archived' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ status: translate('ko', 'invalid') });
    const filtered = await api.list('forms', { filter: { status: 'in_progress' } });
    expect(idsOf(filtered.body)).toEqual([ids[1]]);
  });

  it('deletes a request, answering the deleted record', async () => {
    const res = await api.remove('forms', ids[3]!);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids[3], ...people[3] });
    expect((await api.getOne('forms', ids[3]!)).status).toBe(404);
    expect(contentRange(await api.list('forms')).total).toBe(3);
  });
});

describe('who may call the console routes', () => {
  // Every console route of the content modules, with a body where it takes one.
  const routes: Array<[method: 'get' | 'post' | 'put' | 'delete', path: string]> = [
    ['get', 'setting'],
    ['get', 'setting/clinic'],
    ['put', 'setting/clinic'],
    ...['clinic/mains', 'popups', 'banners', 'clinic/fees', 'center/faq-categories', 'center/faqs', 'terms']
      .concat(['clinic/reviews'])
      .flatMap((r): Array<['get' | 'post' | 'put' | 'delete', string]> => [
        ['get', r],
        ['post', r],
        ['get', `${r}/1`],
        ['put', `${r}/1`],
        ['delete', `${r}/1`],
      ]),
    ['get', 'forms'],
    ['get', 'forms/1'],
    ['put', 'forms/1'],
    ['delete', 'forms/1'],
    ['get', 'forms/1/files/1'],
    ['post', 'popups/1/image'],
    ['delete', 'popups/1/image'],
    ['post', 'banners/1/image'],
    ['delete', 'banners/1/image'],
    ['post', 'clinic/reviews/1/thumb'],
    ['delete', 'clinic/reviews/1/thumb'],
    ['post', 'clinic/reviews/1/images/0'],
    ['delete', 'clinic/reviews/1/images/0'],
  ];
  const tables = ['settings', 'mains', 'popups', 'banners', 'fees', 'faq_categories', 'faqs', 'terms', 'forms'];
  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of [...tables, 'reviews']) {
      out[table] = Number((await t.db.knex(table).count({ n: '*' }).first())!.n);
    }
    return out;
  };

  it.each(routes)('%s /api/console/%s: 401 without a token, 401 with a bad one, 403 for a member', async (m, p) => {
    const before = await counts();
    const body = { code: 'all', count: 1, title: tr('x'), status: 'done' };
    const anonymous = await consoleClient(t).raw(m, p).set('Accept-Language', 'en').send(body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: translate('en', 'loginRequired') });

    const forged = await consoleClient(t, 'not.a.token').raw(m, p).send(body);
    expect(forged.status).toBe(401);

    const member = await consoleClient(t, tokens.member).raw(m, p).send(body);
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ message: translate('ko', 'noPermission') });
    expect(await counts()).toEqual(before);
  });

  it('a multipart upload without a token is refused before anything is stored', async () => {
    const res = await t.http
      .post('/api/console/popups/1/image')
      .attach('file', Buffer.from('not parsed'), { filename: 'a.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(401);
  });
});
