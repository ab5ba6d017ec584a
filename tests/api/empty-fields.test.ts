import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Test } from 'supertest';
import type { Locale } from '@clinic/contract';
import { createUser, login, startTestApp, type TestApp, type TestUser } from './support/testApp.ts';
import { consoleClient, settingsBody, tr, type ConsoleClient } from './support/content.ts';
import { newContact, newUsername, PASSWORD, uniq } from './support/members.ts';

// A field emptied in a console form is saved empty, in every console resource: each optional field
// is filled, then saved emptied exactly as the console sends it, then read back from the console and
// from the public answer. A field the save does not carry is kept (a partial update).
let t: TestApp;
let api: ConsoleClient;
let staffUser: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  staffUser = await createUser(t, ['user', 'console'], 'staff');
  api = consoleClient(t, (await login(t, staffUser)).accessToken);
  // Reviews are public only while they are on (the settings row below keeps them on).
  const on = await api.update('setting', 'clinic', settingsBody({ onReview: true }));
  if (on.status !== 200) throw new Error(`settings: ${on.status} ${JSON.stringify(on.body)}`);
});
afterAll(() => t.close());

type Body = Record<string, unknown>;

/** What the public site sends as `Accept-Language` for each of its languages. */
const LANGUAGE: Record<Locale, string> = { ko: 'ko', en: 'en', cn: 'zh-CN', jp: 'ja' };

interface OptionalField {
  /** Where it is in the record: `note`, or one language of a translated text, `title.en`. */
  path: string;
  /**
   * What the console sends once the input is emptied: '' from a text input (`keepText`) or an
   * emptied editor, null from a date-time input (`toInstant`) or a select with no choice, [] from
   * an emptied list, `tr('')` from a translated text emptied in every language.
   */
  sent: unknown;
  /** What the record answers afterwards, when not what was sent. */
  shown?: unknown;
  /** What the public answer shows afterwards under `key`, read in `locale` (Korean by default). */
  public?: { key: string; locale?: Locale; shown: unknown };
}

interface EmptyCase {
  /** Under /api/console. */
  resource: string;
  /** What the case is about, when the resource alone does not say it. */
  label?: string;
  setup?: () => Promise<void>;
  /** A record with every optional field filled, as the create form sends it. */
  body: () => Body;
  /** How the record is made, when it is not a POST of `body`; answers its id. */
  make?: (body: Body) => Promise<number | string>;
  /** The console's transform on the Edit page (what it sends of the form's values), if it has one. */
  transform?: (values: Body) => Body;
  /** How the Edit page saves, when not `PUT <resource>/<id>`. */
  save?: (id: number | string, body: Body) => Test;
  fields: OptionalField[];
  /** The public answer that shows the record, and the record in it. */
  public?: { path: string; find: (answer: Body, record: Body) => Body | undefined };
  /** The save takes the whole form (settings): there is no field it may leave out. */
  whole?: boolean;
}

// ---------------------------------------------------------------- helpers

const valueAt = (record: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], record);

/** A copy of `record` with `value` at `path` (nested objects copied along the way). */
function withValue(record: Body, path: string, value: unknown): Body {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0) return { ...record, [key]: value };
  return { ...record, [key]: withValue({ ...(record[key] as Body) }, rest.join('.'), value) };
}

/** Whether one of two paths is inside the other (`note` and `note.en`). */
const overlaps = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/** A translated text in all four languages. */
const all4 = (ko: string) => tr(ko, { en: `${ko} (en)`, cn: `${ko} (cn)`, jp: `${ko} (jp)` });

/**
 * The other languages of a translated text, each emptied alone: the record keeps '' and the public
 * answer in that language falls back to the Korean text.
 */
const otherLanguages = (key: string, ko: string): OptionalField[] =>
  (['en', 'cn', 'jp'] as const).map((locale) => ({
    path: `${key}.${locale}`,
    sent: '',
    public: { key, locale, shown: ko },
  }));

const byId = (list: string) => (answer: Body, record: Body) =>
  (answer[list] as Body[] | undefined)?.find((item) => item.id === record.id);

/** The answer's body, once its status is `status`. */
async function bodyOf(res: Test, status = 201): Promise<Body> {
  const answer = await res;
  if (answer.status !== status) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as Body;
}

/** A consultation request as the public form sends it (multipart), answering its id. */
async function submitRequest(): Promise<number> {
  const fields = {
    name: '빈칸순',
    phone: newContact().phone,
    email: '',
    treatment: 'venaseal',
    message: '다리가 붓고 무겁습니다.',
    consent: 'true',
  };
  let req = t.http.post('/api/v1/forms');
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return ((await bodyOf(req)).form as { id: number }).id;
}

/** A member registered by staff, with a level when given. */
const memberBody = (levelId: number | null = null): Body => ({
  kind: 'PERSON',
  username: newUsername(),
  password: PASSWORD,
  name: '빈칸회원',
  ...newContact(),
  birthDate: null,
  levelId,
});

/** console/src/resources/members/MemberInputs.tsx memberUpdateTransform. */
const memberUpdateTransform = (v: Body): Body => ({
  name: v.name,
  email: v.email,
  phone: typeof v.phone === 'string' ? v.phone.replace(/\D/g, '') : '',
  levelId: v.levelId ?? null,
  status: v.status,
});

const past = new Date(Date.now() - 86_400_000).toISOString();
const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
const link = 'https://example.com/event';
let faqCategoryId = 0;
let levelId = 0;
let termVersion = 0;

/** An emptied publication time means "now": the notice shows from the save on. */
const aboutNow = expect.toSatisfy(
  (v: unknown) => typeof v === 'string' && Math.abs(Date.parse(v) - Date.now()) < 60_000,
  'a time within a minute of now',
);

// ---------------------------------------------------------------- one row per console resource

const cases: EmptyCase[] = [
  {
    resource: 'clinic/fees',
    body: () => ({
      category: all4('하지정맥 초음파'),
      minCost: 100_000,
      maxCost: 200_000,
      note: all4('1회 기준'),
      position: 0,
      enabled: true,
    }),
    fields: [
      // The issue: a note emptied in every language stays empty.
      { path: 'note', sent: tr(''), public: { key: 'note', shown: '' } },
      ...otherLanguages('note', '1회 기준'),
      ...otherLanguages('category', '하지정맥 초음파'),
    ],
    public: { path: 'clinic/fees', find: byId('fees') },
  },
  {
    resource: 'popups',
    body: () => ({
      title: all4('휴진 안내'),
      body: all4('설 연휴 휴진합니다.'),
      link,
      enabled: true,
      position: 0,
      startsAt: past,
      endsAt: future,
    }),
    fields: [
      ...otherLanguages('title', '휴진 안내'),
      ...otherLanguages('body', '설 연휴 휴진합니다.'),
      { path: 'link', sent: '', public: { key: 'link', shown: '' } },
      { path: 'startsAt', sent: null },
      { path: 'endsAt', sent: null },
    ],
    public: { path: 'popups', find: byId('popups') },
  },
  {
    resource: 'banners',
    body: () => ({
      code: 'main',
      title: all4('베나실'),
      alt: all4('베나실 시술 사진'),
      link,
      enabled: true,
      position: 0,
      startsAt: past,
      endsAt: future,
    }),
    fields: [
      ...otherLanguages('title', '베나실'),
      ...otherLanguages('alt', '베나실 시술 사진'),
      { path: 'link', sent: '', public: { key: 'link', shown: '' } },
      { path: 'startsAt', sent: null },
      { path: 'endsAt', sent: null },
    ],
    public: { path: 'banners/main', find: byId('banners') },
  },
  {
    resource: 'center/faq-categories',
    body: () => ({ code: `c${uniq()}`, name: all4('비용'), position: 0 }),
    fields: otherLanguages('name', '비용'),
    public: {
      path: 'center/faqs',
      find: (answer, record) => (answer.categories as Body[]).find((c) => c.code === record.code),
    },
  },
  {
    resource: 'center/faqs',
    setup: async () => {
      faqCategoryId = (await bodyOf(api.create('center/faq-categories', { code: `f${uniq()}`, name: tr('일반') })))
        .id as number;
    },
    body: () => ({
      categoryId: faqCategoryId,
      question: all4('보험이 되나요?'),
      answer: tr('<p>일부 됩니다.</p>', { en: '<p>Partly.</p>', cn: '<p>部分</p>', jp: '<p>一部</p>' }),
      position: 0,
      published: true,
    }),
    fields: [
      ...otherLanguages('question', '보험이 되나요?'),
      // An emptied editor sends '' (ra-input-rich-text's `editor.isEmpty`).
      ...otherLanguages('answer', '<p>일부 됩니다.</p>'),
    ],
    public: { path: 'center/faqs', find: byId('faqs') },
  },
  {
    resource: 'terms',
    body: () => ({
      code: 'privacy-policy',
      version: `2026-01-01.${(termVersion += 1)}`,
      required: false,
      title: all4('개인정보 처리방침'),
      body: tr('<p>본문</p>', { en: '<p>Body</p>', cn: '<p>正文</p>', jp: '<p>本文</p>' }),
      effectiveAt: past,
      published: true,
    }),
    fields: [...otherLanguages('title', '개인정보 처리방침'), ...otherLanguages('body', '<p>본문</p>')],
    public: { path: 'terms', find: byId('terms') },
  },
  {
    resource: 'boards',
    body: () => ({
      key: `b${uniq()}`,
      name: all4('소식'),
      writeAccess: 'staff',
      commentsEnabled: false,
      published: true,
      position: 0,
    }),
    fields: otherLanguages('name', '소식'),
    public: { path: 'boards', find: (answer, record) => (answer.boards as Body[]).find((b) => b.key === record.key) },
  },
  {
    resource: 'clinic/reviews',
    body: () => ({
      title: '다리가 가벼워졌어요',
      content: '시술 후 일주일 만에 출근했습니다.',
      treatment: 'venaseal',
      isMain: false,
      published: true,
      position: 0,
    }),
    fields: [
      { path: 'content', sent: '', public: { key: 'content', shown: '' } },
      // A select with no choice (`emptyText`): react-admin parses '' to null.
      { path: 'treatment', sent: null, public: { key: 'treatment', shown: null } },
    ],
    public: { path: 'clinic/reviews?perPage=50', find: byId('reviews') },
  },
  {
    resource: 'review-words',
    body: () => ({ word: `완치${uniq()}`, note: '의료법 제56조' }),
    fields: [{ path: 'note', sent: '' }],
  },
  {
    resource: 'users/levels',
    body: () => ({ name: `VIP${uniq()}`, description: '연 3회 이상 내원', position: 0 }),
    fields: [{ path: 'description', sent: '' }],
  },
  {
    resource: 'users',
    setup: async () => {
      levelId = (await bodyOf(api.create('users/levels', { name: `단골${uniq()}` }))).id as number;
    },
    body: () => memberBody(levelId),
    transform: memberUpdateTransform,
    // The level select's empty choice is no level (MemberInputs' `noLevel`).
    fields: [{ path: 'levelId', sent: null }],
  },
  {
    resource: 'users',
    label: 'users/:id/note (staff note on a member)',
    body: () => memberBody(),
    make: async (body) => {
      const id = (await bodyOf(api.create('users', body))).id as number;
      await bodyOf(api.raw('put', `users/${id}/note`).send({ note: '오전 통화 선호' }), 200);
      return id;
    },
    save: (id, values) => api.raw('put', `users/${id}/note`).send({ note: values.staffNote }),
    fields: [{ path: 'staffNote', sent: '' }],
    whole: true,
  },
  {
    resource: 'forms',
    body: () => ({}),
    make: async () => {
      const id = await submitRequest();
      await bodyOf(api.update('forms', id, { assigneeId: staffUser.id }), 200);
      return id;
    },
    // console/src/resources/forms/FormEdit.tsx toRequest: a note goes up only when one was written.
    transform: (v) => ({ status: v.status, assigneeId: v.assigneeId ?? null }),
    // Nobody looks after it any more.
    fields: [{ path: 'assigneeId', sent: null }],
  },
  {
    resource: 'center/notifications',
    body: () => ({
      title: '주차 안내',
      body: '<p>건물 뒤편 주차장을 이용하세요.</p>',
      pinned: false,
      published: true,
      publishedAt: '2026-01-02T03:00:00.000Z',
    }),
    fields: [{ path: 'publishedAt', sent: null, shown: aboutNow, public: { key: 'publishedAt', shown: aboutNow } }],
    public: { path: 'center/notifications?perPage=100', find: byId('notifications') },
  },
  {
    resource: 'setting',
    body: () =>
      settingsBody({
        onReview: true,
        clinicName: all4('서울하지정맥'),
        representative: all4('김원장'),
        address: all4('서울특별시 강남구 테헤란로 1'),
        naverBookingUrl: 'https://booking.naver.com/clinic',
        staffNotifyEmails: ['desk@example.com'],
        staffNotifyPhones: ['01012345678'],
      }),
    make: async (body) => (await bodyOf(api.update('setting', 'clinic', body), 200)).id as string,
    fields: [
      { path: 'businessNumber', sent: '', public: { key: 'businessNumber', shown: '' } },
      { path: 'email', sent: '', public: { key: 'email', shown: '' } },
      ...(['kakaoChannelUrl', 'naverBookingUrl', 'youtubeChannelUrl', 'naverMapUrl', 'kakaoMapUrl'] as const).map(
        (key) => ({ path: key, sent: '', public: { key, shown: '' } }),
      ),
      ...otherLanguages('clinicName', '서울하지정맥'),
      ...otherLanguages('representative', '김원장'),
      ...otherLanguages('address', '서울특별시 강남구 테헤란로 1'),
      { path: 'staffNotifyEmails', sent: [] },
      { path: 'staffNotifyPhones', sent: [] },
    ],
    public: { path: 'clinic/settings', find: (answer) => answer.setting as Body },
    whole: true,
  },
];

// ---------------------------------------------------------------- the sweep

function emptySuite(c: EmptyCase) {
  describe(`/api/console/${c.label ?? c.resource}`, () => {
    if (c.setup) beforeAll(c.setup);

    const make = async (): Promise<Body> => {
      const body = c.body();
      const id = c.make ? await c.make(body) : ((await bodyOf(api.create(c.resource, body))).id as number);
      return bodyOf(api.getOne(c.resource, id), 200);
    };
    const save = (record: Body, values: Body) => {
      const body = c.transform ? c.transform(values) : values;
      return c.save ? c.save(record.id as number | string, body) : api.update(c.resource, record.id as number, body);
    };
    const publicRecord = async (record: Body, locale: Locale = 'ko') => {
      const res = await t.http.get(`/api/v1/${c.public!.path}`).set('Accept-Language', LANGUAGE[locale]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return c.public!.find(res.body as Body, record);
    };

    for (const field of c.fields) {
      it(`saves ${field.path} emptied as the console sends it (${JSON.stringify(field.sent)})`, async () => {
        const before = await make();
        const shown = 'shown' in field ? field.shown : field.sent;
        expect(valueAt(before, field.path), 'the record starts with the field filled').not.toEqual(shown);

        const res = await save(before, withValue(before, field.path, field.sent));
        expect(res.status, JSON.stringify(res.body)).toBe(200);

        const after = await bodyOf(api.getOne(c.resource, before.id as number), 200);
        expect(valueAt(after, field.path)).toEqual(shown);
        for (const other of c.fields.filter((f) => !overlaps(f.path, field.path)))
          expect(valueAt(after, other.path), `${other.path} is kept`).toEqual(valueAt(before, other.path));

        if (c.public) {
          const shownPublicly = await publicRecord(after, field.public?.locale);
          expect(shownPublicly, 'the record is in the public answer').toBeDefined();
          if (field.public) expect(shownPublicly![field.public.key]).toEqual(field.public.shown);
        }
      });
    }

    if (!c.whole)
      it('keeps every optional field a save does not carry', async () => {
        const before = await make();
        const values = c.transform ? c.transform(before) : before;
        const tops = new Set(c.fields.map((f) => f.path.split('.')[0]!));
        const sent = Object.fromEntries(Object.entries(values).filter(([key]) => !tops.has(key)));
        const res = c.save ? c.save(before.id as number, sent) : api.update(c.resource, before.id as number, sent);
        expect((await res).status).toBe(200);
        const after = await bodyOf(api.getOne(c.resource, before.id as number), 200);
        for (const f of c.fields) expect(valueAt(after, f.path), f.path).toEqual(valueAt(before, f.path));
      });
  });
}

for (const c of cases) emptySuite(c);
