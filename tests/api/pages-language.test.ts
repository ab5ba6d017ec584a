import { beforeAll, describe, expect, it } from 'vitest';
import { DomUtils, ElementType, parseDocument } from 'htmlparser2';
import { LANGUAGE_TAGS, type Locale } from '@clinic/contract';
import { tr } from './support/content.ts';
import { admin, page, t, usePagesApp } from './support/pages.ts';
import { bearer, signIn } from './support/testApp.ts';

/**
 * Language of parts (WCAG 3.1.2): on a page in English, Chinese or Japanese, every Korean text the
 * page shows from data (a review, a post, a comment, a notice, a doctor, a FAQ, a treatment staff
 * left untranslated) is inside an element marked `lang="ko"`, alt texts and labels included; and
 * nothing in the page's own language is marked Korean. Records made here in the console and by a
 * member, in Korean only, beside the demo content; the pages as the server renders them. On SQLite
 * and MariaDB.
 */

usePagesApp();

const HANGUL = /\p{Script=Hangul}/u;
/** The attributes a reader hears or sees as text. */
const TEXT_ATTRIBUTES = ['alt', 'title', 'aria-label', 'aria-description', 'aria-roledescription', 'placeholder'];
const SKIPPED = new Set(['script', 'style', 'template']);

type Node = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<Node, { attribs: Record<string, string> }>;
const isElement = (node: Node): node is Element => 'attribs' in node;
/** A text node's text (a comment's is not shown). */
const textOf = (node: Node): string | undefined =>
  node.type === ElementType.Text ? (node as unknown as { data: string }).data : undefined;

/** The language a node is in: the `lang` of the nearest element that has one. */
function langOf(node: Node | null): string | undefined {
  for (let n: Node | null = node; n; n = n.parent as Node | null) {
    if (isElement(n) && n.attribs.lang !== undefined) return n.attribs.lang;
  }
  return undefined;
}

const shown = (s: string) => s.replace(/\s+/g, ' ').trim().slice(0, 80);

/** The page's `<html lang>`, its Korean texts not marked Korean, and its elements marked Korean that hold none. */
function languageOfParts(html: string) {
  const doc = parseDocument(html);
  const root = DomUtils.findOne((e) => e.name === 'html', doc.children)!;
  const body = DomUtils.findOne((e) => e.name === 'body', doc.children)!;
  const unmarked: string[] = [];
  const korean = new Set<Element>();
  const walk = (node: Node) => {
    const data = textOf(node);
    if (data !== undefined) {
      if (!HANGUL.test(data)) return;
      if (langOf(node) !== 'ko') unmarked.push(`<${(node.parent as Element).name}> ${shown(data)}`);
      for (let n = node.parent as Element | null; n && n !== root; n = n.parent as Element | null) korean.add(n);
      return;
    }
    if (!isElement(node) || SKIPPED.has(node.name)) return;
    for (const name of TEXT_ATTRIBUTES) {
      const value = node.attribs[name];
      if (value === undefined || !HANGUL.test(value)) continue;
      if (langOf(node) !== 'ko') unmarked.push(`<${node.name} ${name}="${shown(value)}">`);
      for (let n: Element | null = node; n && n !== root; n = n.parent as Element | null) korean.add(n);
    }
    node.children.forEach(walk);
  };
  walk(body);
  const markedEmpty = DomUtils.findAll((e) => e.attribs.lang === 'ko' && !korean.has(e), body.children).map(
    (e) => `<${e.name} lang="ko"> ${shown(DomUtils.textContent(e))}`,
  );
  return { lang: root.attribs.lang, unmarked, markedEmpty, text: DomUtils.textContent(body) };
}

const ids = { doctor: 0, notice: 0, review: 0, memberReview: 0, post: 0 };
const BOARD = 'patient-talk';
const TREATMENT = 'foam-sclerotherapy';
/** What the records made here say, in Korean only: each page below must show some of it. */
const KO = {
  doctor: '박새봄',
  doctorTitle: '원장 · 흉부외과 전문의',
  notice: '주차장 공사 안내',
  review: '다리가 가벼워졌어요',
  memberReview: '수술 후 한 달 지나서',
  board: '환자 이야기',
  post: '검사 전에 알아 두실 점',
  comment: '자세히 알려 주셔서 고맙습니다',
  faq: '검사 당일 식사를 해도 되나요?',
  treatment: '거품 경화요법',
};

beforeAll(async () => {
  const created = async (resource: string, body: object) => {
    const res = await admin.create(resource, body);
    expect(res.status, `${resource}: ${JSON.stringify(res.body)}`).toBe(201);
    return res.body.id as number;
  };
  ids.doctor = await created('clinic/doctors', {
    nameKo: KO.doctor,
    title: tr(KO.doctorTitle),
    lines: tr('흉부외과 전문의\n대한정맥학회 정회원'),
    position: 0,
  });
  ids.notice = await created('center/notifications', {
    title: KO.notice,
    body: '<p>이번 주 토요일에는 지하 주차장을 쓸 수 없습니다.</p>',
    pinned: true,
    published: true,
  });
  ids.review = await created('clinic/reviews', { title: KO.review, content: '오래 서 있어도 덜 붓습니다.' });
  const board = await created('boards', { key: BOARD, name: tr(KO.board), commentsEnabled: true, position: 0 });
  ids.post = await created('board-posts', {
    boardId: board,
    title: KO.post,
    body: '<p>검사 전날에는 다리에 로션을 바르지 않으셔도 됩니다.</p>',
  });
  const category = await created('center/faq-categories', { code: 'exam-day', name: tr('검사 당일') });
  await created('center/faqs', { categoryId: category, question: tr(KO.faq), answer: tr('<p>네, 드셔도 됩니다.</p>') });
  await created('treatments', {
    section: 'surgery',
    slug: TREATMENT,
    name: tr(KO.treatment),
    nameEn: 'Foam sclerotherapy',
    card: true,
    cardTitle: tr(''),
    subject: tr('거품 형태의 경화제로 정맥을 닫는 방법'),
    lines: tr('초음파를 보며 거품 경화제를 넣습니다.'),
    pictureAlt: tr('거품 경화제를 넣는 모습을 나타낸 그림'),
    illustration: 'injection',
    position: 0,
    visible: true,
  });

  // What a member writes: a review (approved by staff) and a comment, under a Korean name.
  const member = await signIn(t, 'member');
  await t.db.knex('users').where({ id: member.id }).update({ name: '정맥순' });
  const review = await t.http
    .post('/api/v1/clinic/reviews2')
    .set('Authorization', bearer(member.token))
    .field('title', KO.memberReview)
    .field('content', '계단을 오를 때 다리가 덜 무겁습니다.')
    .field('treatment', 'venaseal');
  expect(review.status, JSON.stringify(review.body)).toBe(201);
  ids.memberReview = (review.body.review as { id: number }).id;
  expect(
    (await admin.update('clinic/reviews2', ids.memberReview, { status: 'approved', rejectReason: '' })).status,
  ).toBe(200);
  const comment = await t.http
    .post(`/api/v1/boards/${BOARD}/posts/${ids.post}/comments`)
    .set('Authorization', bearer(member.token))
    .send({ body: KO.comment });
  expect(comment.status, JSON.stringify(comment.body)).toBe(201);
});

describe('Korean from data on pages in another language', () => {
  /** The pages that show reviews, posts, notices and doctors, and what each must show of the records above. */
  const pages = (): Array<[path: string, shows: string[]]> => [
    ['', [KO.doctor, KO.doctorTitle, KO.treatment]],
    ['/introduction/team', [KO.doctor, KO.doctorTitle]],
    // Facts staff left untranslated ({{representative}}, {{address}}: '' in Japanese) inside page texts.
    ['/introduction', []],
    ['/introduction/information', []],
    ['/review', [KO.review, KO.memberReview, '정*순']],
    [`/review/${ids.review}`, [KO.review]],
    [`/review/m${ids.memberReview}`, [KO.memberReview, '정*순']],
    ['/center/notice', [KO.notice]],
    [`/center/notice/${ids.notice}`, [KO.notice]],
    ['/boards/news', []],
    [`/boards/${BOARD}`, [KO.board, KO.post]],
    [`/boards/${BOARD}?q=${encodeURIComponent('검사')}`, [KO.post]],
    [`/boards/${BOARD}/${ids.post}`, [KO.board, KO.post, KO.comment, '정*순']],
    ['/center/faqs', [KO.faq, '검사 당일']],
    [`/surgery/${TREATMENT}`, [KO.treatment]],
  ];

  it.each(['en', 'cn', 'jp'] as const)(
    'are marked lang="ko" on the %s pages, and nothing else is',
    async (locale: Locale) => {
      const problems: string[] = [];
      for (const [path, shows] of pages()) {
        const url = `/${locale}${path}`;
        const res = await page(url);
        expect(res.status, url).toBe(200);
        const found = languageOfParts(res.text);
        expect(found.lang, url).toBe(LANGUAGE_TAGS[locale]);
        for (const text of shows) expect(found.text, `${url} shows ${text}`).toContain(text);
        problems.push(...found.unmarked.map((p) => `${url}: Korean not marked: ${p}`));
        problems.push(...found.markedEmpty.map((p) => `${url}: marked Korean, holds none: ${p}`));
      }
      expect(problems).toEqual([]);
    },
  );

  it('a Korean fact in a text in another language marks just the fact, not the sentence', async () => {
    // The test settings leave the Chinese clinic name empty: {{clinicName}} shows the Korean.
    const { text } = await page('/cn');
    expect(text).toContain('<span lang="ko">서울하지정맥 흉부외과</span>是');
  });
});
