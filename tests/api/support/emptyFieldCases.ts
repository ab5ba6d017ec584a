import { expect } from 'vitest';
import { settingsBody, tr } from './content.ts';
import { uniq } from './members.ts';
import {
  all4,
  api,
  bodyOf,
  byId,
  memberBody,
  memberUpdateTransform,
  otherLanguages,
  staffUser,
  submitRequest,
  type Body,
  type EmptyCase,
} from './emptyFields.ts';

// Data: one case per console resource for the emptied-fields sweep (tests/api/empty-fields.test.ts),
// each with a record whose optional fields are all filled and how the console empties each of them.

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

export const cases: EmptyCase[] = [
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
        postalCode: '06236',
        naverBookingUrl: 'https://booking.naver.com/clinic',
        staffNotifyEmails: ['desk@example.com'],
        staffNotifyPhones: ['01012345678'],
      }),
    make: async (body) => (await bodyOf(api.update('setting', 'clinic', body), 200)).id as string,
    fields: [
      { path: 'businessNumber', sent: '', public: { key: 'businessNumber', shown: '' } },
      { path: 'email', sent: '', public: { key: 'email', shown: '' } },
      { path: 'postalCode', sent: '', public: { key: 'postalCode', shown: '' } },
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
