import { describe, expect, it } from 'vitest';
import { LOCALES } from '@clinic/contract';
import { PAGE_TEXTS } from '../../migrations/data/20261128000002_page_texts.ts';
import { SHARED_BLOCKS } from '../../migrations/data/20261128000007_shared_blocks.ts';
import { contentRange, pngBytes } from './support/content.ts';
import { admin, page, shownOf, t, usePagesApp } from './support/pages.ts';
import { bearer, tokenFor } from './support/testApp.ts';

/**
 * The public pages' texts are data: the migrations give a first run (and every existing database)
 * the texts the pages had in the code, word for word, and the site reads them from the database on
 * each request. On SQLite and MariaDB.
 */

usePagesApp();

const KEYS = Object.keys(PAGE_TEXTS);

/**
 * A page's text as the migrations leave it: the frozen first-run text, but for the main page's
 * treatment cards, which became treatments (migration …28000006).
 */
function firstRunText(key: string, locale: string): unknown {
  const text = PAGE_TEXTS[key]?.[locale] as Record<string, unknown> | undefined;
  if (key !== 'home' || !text) return text;
  const { cards: _cards, ...surgeries } = text.surgeries as Record<string, unknown>;
  return { ...text, surgeries };
}

describe('the texts the migrations give every database', () => {
  it('are the frozen first-run texts, every page in every language, word for word, as patients read them', async () => {
    const ACCEPT: Record<string, string> = { ko: 'ko', en: 'en', cn: 'zh', jp: 'ja' };
    const [{ n }] = (await t.db.knex('page_texts').count({ n: '*' })) as [{ n: number | string }];
    expect(Number(n)).toBe((KEYS.length + SHARED_BLOCKS.length) * LOCALES.length);
    for (const key of KEYS) {
      for (const locale of LOCALES) {
        const res = await t.http.get(`/api/v1/pages/${key}`).set('Accept-Language', ACCEPT[locale]!);
        expect(res.body.page, `${key} ${locale}`).toEqual({ key, locale, content: firstRunText(key, locale) });
      }
    }
  });
  it('keep the blocks the surgery pages shared once, as shared texts the pages name', async () => {
    for (const shared of SHARED_BLOCKS) {
      for (const key of shared.pages) {
        const row = await t.db
          .knex('page_texts')
          .join('pages', 'pages.id', 'page_texts.page_id')
          .where({ 'pages.page_key': key, 'page_texts.locale': 'ko' })
          .first('page_texts.content');
        const blocks = (JSON.parse(row.content) as { sections: Array<{ blocks: unknown[] }> }).sections.flatMap(
          (s) => s.blocks,
        );
        expect(blocks, `${key} ${shared.key}`).toContainEqual({ kind: 'shared', key: shared.key });
        expect(blocks).not.toContainEqual(shared.content.ko!.sections[0]!.blocks[0]);
      }
      // Not a page of its own.
      expect((await t.http.get(`/api/v1/pages/shared/${shared.key}`)).status).toBe(404);
    }
  });
  it('each has its first revision, and each translation stands beside the Korean revision it was made from', async () => {
    const texts = (await t.db.knex('page_texts').select()) as Array<Record<string, unknown>>;
    const revisions = (await t.db.knex('page_revisions').select()) as Array<Record<string, unknown>>;
    // One each, and one more of each text a migration changed (the main page's, the surgery pages').
    expect(revisions).toHaveLength(texts.reduce((n, text) => n + Number(text.version), 0));
    for (const text of texts) {
      const revision = revisions.find((r) => r.id === text.published_revision_id)!;
      expect(revision).toMatchObject({
        action: text.version === 1 ? 'first' : 'publish',
        page_id: text.page_id,
        locale: text.locale,
        content: text.content,
      });
      expect(text.draft).toBeNull();
      const ko = texts.find((k) => k.page_id === text.page_id && k.locale === 'ko')!;
      expect(text.source_revision_id).toBe(text.locale === 'ko' ? null : ko.published_revision_id);
    }
  });
  // Until they moved, a test here compared the frozen texts with public-site/src/content/pages/, file
  // by file and language by language: equal word for word (commit a3f29a5), before the files went.
});

describe('GET /api/v1/pages/{key}', () => {
  it("answers a page's text in the request's language", async () => {
    const http = t.http;
    const ko = await http.get('/api/v1/pages/surgery/venaseal');
    expect(ko.status).toBe(200);
    expect(ko.body).toEqual({
      page: { key: 'surgery/venaseal', locale: 'ko', content: PAGE_TEXTS['surgery/venaseal']!.ko },
    });
    const en = await http.get('/api/v1/pages/surgery/venaseal').set('Accept-Language', 'en');
    expect(en.body.page).toEqual({
      key: 'surgery/venaseal',
      locale: 'en',
      content: PAGE_TEXTS['surgery/venaseal']!.en,
    });
    const jp = await http.get('/api/v1/pages/cost').set('Accept-Language', 'ja');
    expect(jp.body.page.content).toEqual(PAGE_TEXTS.cost!.jp);
    expect((await http.get('/api/v1/pages/home')).body.page.content).toEqual(firstRunText('home', 'ko'));
  });

  it('answers the Korean where a language has no text yet', async () => {
    const pageId = ((await t.db.knex('pages').where({ page_key: 'ex' }).first('id')) as { id: number }).id;
    const en = await t.db.knex('page_texts').where({ page_id: pageId, locale: 'en' }).first();
    await t.db.knex('page_texts').where({ page_id: pageId, locale: 'en' }).delete();
    t.cache.clear();
    try {
      const res = await t.http.get('/api/v1/pages/ex').set('Accept-Language', 'en');
      expect(res.status).toBe(200);
      expect(res.body.page).toEqual({ key: 'ex', locale: 'ko', content: PAGE_TEXTS.ex!.ko });
    } finally {
      await t.db.knex('page_texts').insert(en);
      t.cache.clear();
    }
  });

  it('answers 404 for a page that is not there, in any spelling', async () => {
    const http = t.http;
    for (const url of [
      '/api/v1/pages/nope',
      '/api/v1/pages/surgery/nope',
      '/api/v1/pages/Surgery/venaseal',
      '/api/v1/pages/surgery%2Fvenaseal',
      '/api/v1/pages/..%2Fcost',
      '/api/v1/pages/a/b/c',
    ]) {
      expect((await http.get(url)).status, url).toBe(404);
    }
  });
});

describe('the pages patients read', () => {
  it('show the text in the HTML, in each language, read from the database on the next request', async () => {
    const ko = PAGE_TEXTS['surgery/venaseal']!.ko as { lead: string; title: string };
    const en = PAGE_TEXTS['surgery/venaseal']!.en as { lead: string; title: string };
    expect((await page('/surgery/venaseal')).text).toContain(ko.lead);
    expect((await page('/en/surgery/venaseal')).text).toContain(en.lead.replaceAll("'", '&#x27;'));

    // Changed in the database and its cache tag cleared (what a staff write does): shown at once.
    const sentence = '베나실 시술 안내 문장을 바꾸었습니다.';
    const pageId = ((await t.db.knex('pages').where({ page_key: 'surgery/venaseal' }).first('id')) as { id: number })
      .id;
    const stored = (await t.db.knex('page_texts').where({ page_id: pageId, locale: 'ko' }).first('content')) as {
      content: string;
    };
    const changed = { ...(JSON.parse(stored.content) as object), lead: sentence };
    await t.db
      .knex('page_texts')
      .where({ page_id: pageId, locale: 'ko' })
      .update({ content: JSON.stringify(changed) });
    t.cache.invalidate('pages');
    try {
      const html = (await page('/surgery/venaseal')).text;
      expect(html).toContain(sentence);
      expect(html).not.toContain(ko.lead);
    } finally {
      await t.db.knex('page_texts').where({ page_id: pageId, locale: 'ko' }).update({ content: stored.content });
      t.cache.invalidate('pages');
    }
  });
});

type Content = {
  title: string;
  description: string;
  lead?: string;
  sections: Array<{ heading: string; blocks: Array<{ kind: string; text?: string }> }>;
} & Record<string, unknown>;
interface Text {
  id: number;
  pageId: number;
  locale: string;
  version: number;
  content: Content;
  published: Content;
  hasDraft: boolean;
  needsCheck: boolean;
  koreanChanges: Array<{ op: string; path: string; where: string; before?: string; after?: string }>;
  warnings: Array<{ path: string; kind: string; match: string; message: string }>;
}
interface Listed {
  id: number;
  key: string;
  languages: Record<string, { textId: number; hasDraft: boolean; needsCheck: boolean }>;
}

/** The console's record of page `key` in `locale`, found through the list as the console does. */
async function textOf(key: string, locale: string): Promise<Text> {
  const list = await admin.list('pages');
  expect(list.status).toBe(200);
  expect(contentRange(list).total).toBe(KEYS.length + SHARED_BLOCKS.length);
  const found = (list.body as Listed[]).find((p) => p.key === key)!;
  const one = await admin.getOne('page-texts', found.languages[locale]!.textId);
  expect(one.status).toBe(200);
  return one.body as Text;
}
const listed = async (key: string) => ((await admin.list('pages')).body as Listed[]).find((p) => p.key === key)!;

/** The content with the first paragraph of the page's second section replaced. */
function withSentence(content: Content, sentence: string): Content {
  const next = structuredClone(content);
  const block = next.sections[1]!.blocks.find((b) => b.kind === 'p')!;
  block.text = sentence;
  return next;
}
const firstParagraph = (content: Content) => content.sections[1]!.blocks.find((b) => b.kind === 'p')!.text!;

const save = (text: Text, content: Content, lang = 'ko') =>
  admin.update('page-texts', text.id, { content, version: text.version }).set('Accept-Language', lang);
const post = (path: string, body: object, lang = 'ko') =>
  admin.raw('post', path).send(body).set('Accept-Language', lang);

describe('staff write a page in the console: draft, publish, revisions', () => {
  it('a draft is not shown; publishing shows it on the next request, and restoring brings the old words back', async () => {
    const opened = await textOf('surgery/venaseal', 'ko');
    const old = firstParagraph(opened.published);
    const sentence = '베나실 시술은 의료용 접착제로 역류하는 정맥을 닫습니다. (고친 문장)';
    const saved = await save(opened, withSentence(opened.content, sentence));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ hasDraft: true, version: opened.version + 1, warnings: [] });
    expect((await listed('surgery/venaseal')).languages.ko!.hasDraft).toBe(true);
    // Saved, not published: patients still read the old sentence.
    expect((await page('/surgery/venaseal')).text).toContain(old);
    expect((await page('/surgery/venaseal')).text).not.toContain(sentence);

    const published = await post(`page-texts/${opened.id}/publish`, { version: saved.body.version });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ hasDraft: false });
    const html = (await page('/surgery/venaseal')).text;
    expect(html).toContain(sentence);
    expect(html).not.toContain(old);

    // The English is marked for a check, with the Korean change shown; it still shows its English.
    const en = await textOf('surgery/venaseal', 'en');
    expect(en.needsCheck).toBe(true);
    expect(en.koreanChanges).toEqual([
      expect.objectContaining({ op: 'changed', before: old, after: sentence, where: expect.stringContaining('2') }),
    ]);
    expect((await listed('surgery/venaseal')).languages.en!.needsCheck).toBe(true);
    expect((await page('/en/surgery/venaseal')).text).toContain(firstParagraph(en.published).replaceAll("'", '&#x27;'));

    // The revisions: newest first, who and when, what changed.
    const revisions = await admin.list('page-revisions', { filter: { textId: opened.id }, range: [0, 9] });
    expect(revisions.status).toBe(200);
    const [latest, previous] = revisions.body as Array<Record<string, unknown>>;
    expect(latest).toMatchObject({ action: 'publish', createdBy: expect.stringMatching(/^staff/), current: true });
    expect(latest!.changes).toEqual([expect.objectContaining({ op: 'changed', before: old, after: sentence })]);
    // Before it, what the migrations left (the first run's words, its shared blocks named).
    expect(previous).toMatchObject({ createdBy: null, current: false });
    expect((revisions.body as Array<{ action: string }>).at(-1)).toMatchObject({ action: 'first' });

    // Restoring the previous revision: the old sentence is back, as a new revision; the English in step again.
    const now = await textOf('surgery/venaseal', 'ko');
    const restored = await post(`page-revisions/${String(previous!.id)}/restore`, { version: now.version });
    expect(restored.status).toBe(200);
    const back = (await page('/surgery/venaseal')).text;
    expect(back).toContain(old);
    expect(back).not.toContain(sentence);
    const after = (await admin.list('page-revisions', { filter: { textId: opened.id } })).body as Array<
      Record<string, unknown>
    >;
    expect(after[0]).toMatchObject({ action: 'restore', restoredFrom: previous!.id, current: true });
    expect((await textOf('surgery/venaseal', 'en')).needsCheck).toBe(false);
  });

  it('publishing a translation, or marking it checked, clears 번역 확인 필요', async () => {
    const ko = await textOf('surgery/rfa', 'ko');
    const sentence = '고주파 시술 안내 문장을 고쳤습니다.';
    const saved = await save(ko, withSentence(ko.content, sentence));
    expect((await post(`page-texts/${ko.id}/publish`, { version: saved.body.version })).status).toBe(200);
    const en = await textOf('surgery/rfa', 'en');
    const cn = await textOf('surgery/rfa', 'cn');
    expect([en.needsCheck, cn.needsCheck]).toEqual([true, true]);

    const enSaved = await save(en, withSentence(en.content, 'The RFA sentence, translated again.'));
    expect((await post(`page-texts/${en.id}/publish`, { version: enSaved.body.version })).status).toBe(200);
    const checked = await post(`page-texts/${cn.id}/check`, { version: cn.version });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ needsCheck: false, koreanChanges: [] });
    expect((await textOf('surgery/rfa', 'en')).needsCheck).toBe(false);
    expect((await listed('surgery/rfa')).languages).toMatchObject({
      en: { needsCheck: false },
      cn: { needsCheck: false },
      jp: { needsCheck: true },
    });
    // The Korean cannot be "checked": it is the source.
    const koNow = await textOf('surgery/rfa', 'ko');
    expect((await post(`page-texts/${koNow.id}/check`, { version: koNow.version })).status).toBe(409);
  });

  it('a forbidden expression is a warning naming its block; publishing it needs a confirmation, which is kept', async () => {
    const opened = await textOf('surgery/laser', 'ko');
    const saved = await save(opened, withSentence(opened.content, '레이저 시술로 완치를 기대할 수 있습니다.'), 'ko');
    expect(saved.status).toBe(200);
    expect(saved.body.warnings).toEqual([
      expect.objectContaining({
        kind: 'word',
        match: '완치',
        path: expect.stringMatching(/^content\.sections\.1\.blocks\.\d+\.text$/),
        message: expect.stringMatching(/^금지 표현 ‘완치’: 2번째 섹션 ‘.+’ › \d+번째 블록\(문단\)$/),
      }),
    ]);
    const refused = await post(`page-texts/${opened.id}/publish`, { version: saved.body.version }, 'en');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/warnings you have not confirmed/);
    expect((await page('/surgery/laser')).text).not.toContain('완치를 기대');

    const confirmed = await post(`page-texts/${opened.id}/publish`, { version: saved.body.version, confirmed: true });
    expect(confirmed.status).toBe(200);
    const [latest] = (await admin.list('page-revisions', { filter: { textId: opened.id } })).body as Array<{
      confirmedWarnings: string[];
    }>;
    expect(latest!.confirmedWarnings).toEqual([expect.stringContaining('완치')]);
    // Put back.
    const now = await textOf('surgery/laser', 'ko');
    const back = await save(now, withSentence(now.content, firstParagraph(opened.published)));
    expect((await post(`page-texts/${opened.id}/publish`, { version: back.body.version })).status).toBe(200);
  });

  it('a phone number typed into a text is a warning suggesting {{phone}}', async () => {
    const opened = await textOf('guide', 'ko');
    const saved = await save(opened, withSentence(opened.content, '예약은 02-123-4567로 전화해 주세요.'));
    expect(saved.status).toBe(200);
    expect(saved.body.warnings).toEqual([
      expect.objectContaining({ kind: 'phone', match: '02-123-4567', message: expect.stringContaining('{{phone}}') }),
    ]);
    const fine = await save(saved.body as Text, withSentence(opened.content, '예약은 {{phone}}로 전화해 주세요.'));
    expect(fine.body.warnings).toEqual([]);
    await post(`page-texts/${opened.id}/discard`, { version: fine.body.version });
  });

  it('refuses an unknown {{fact}}, a too-long description and an empty Korean title, on their fields, in the staff’s language', async () => {
    const opened = await textOf('surgery/clarivein', 'ko');
    const bad = withSentence(opened.content, '전화 {{nope}}로 문의하세요.');
    const nope = await save(opened, bad, 'en');
    expect(nope.status).toBe(400);
    const field = Object.keys(nope.body.errors)[0]!;
    expect(field).toMatch(/^content\.sections\.1\.blocks\.\d+\.text$/);
    expect(nope.body.errors[field]).toMatch(/\{\{nope\}\} is not a known item/);
    expect((await save(opened, bad, 'ko')).body.errors[field]).toMatch(/\{\{nope\}\}은\(는\) 없는 항목입니다/);
    // A fee fact must name a fee there is; hours facts their parts.
    const feeNope = await save(opened, withSentence(opened.content, '비용은 {{fee.nosuchfee}}입니다.'));
    expect(feeNope.status).toBe(400);
    const ok = await save(
      opened,
      withSentence(opened.content, '비용은 {{fee.nonthermal}}, 시간은 {{hours.summary}}입니다.'),
    );
    expect(ok.status).toBe(200);

    const now = ok.body as Text;
    const long = await save(now, { ...now.content, description: '가'.repeat(81), title: ' ' }, 'ko');
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.errors).sort()).toEqual(['content.description', 'content.title']);
    // In a translation an empty title is allowed (the Korean shows), a long description is not.
    const en = await textOf('surgery/clarivein', 'en');
    const enLong = await save(en, { ...en.content, description: 'x'.repeat(161), title: '' }, 'en');
    expect(enLong.status).toBe(400);
    expect(Object.keys(enLong.body.errors)).toEqual(['content.description']);
    // The page's own parts keep their shape: a surgery's facts cannot be taken away.
    const { facts: _facts, ...withoutFacts } = now.content;
    expect((await save(now, withoutFacts as Content)).status).toBe(400);
    await post(`page-texts/${opened.id}/discard`, { version: now.version });
  });

  it('a write made on an older version is refused with who changed it and when, and changes nothing', async () => {
    const opened = await textOf('varicose', 'jp');
    const first = await save(opened, { ...opened.content, title: '下肢静脈瘤（先に保存）' });
    expect(first.status).toBe(200);
    const late = await save(opened, { ...opened.content, title: '遅れて保存' }, 'ko');
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^그사이 staff\S* 님이 .+에 이 내용을 바꾸었습니다/);
    expect((await post(`page-texts/${opened.id}/publish`, { version: opened.version })).status).toBe(409);
    const now = await textOf('varicose', 'jp');
    expect(now.content.title).toBe('下肢静脈瘤（先に保存）');
    expect((await post(`page-texts/${opened.id}/discard`, { version: now.version })).status).toBe(200);
    expect((await textOf('varicose', 'jp')).hasDraft).toBe(false);
  });

  it('previews a draft through the real server render, without scripts, before anything is saved', async () => {
    const opened = await textOf('surgery/venaseal', 'en');
    const sentence = 'A sentence only the preview shows.';
    const res = await post(`page-texts/${opened.id}/preview`, { content: withSentence(opened.content, sentence) });
    expect(res.status).toBe(200);
    const html = String(res.body.html);
    expect(html).toContain(sentence);
    expect(html).toContain('lang="en"');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('noindex');
    // Nothing was saved, and the public page does not show it.
    expect((await textOf('surgery/venaseal', 'en')).hasDraft).toBe(false);
    expect((await page('/en/surgery/venaseal')).text).not.toContain(sentence);
    const bad = await post(`page-texts/${opened.id}/preview`, { content: withSentence(opened.content, '{{nope}}') });
    expect(bad.status).toBe(400);
  });

  it('a figure shows a picture staff upload, with its alt text; a picture from anywhere else is refused', async () => {
    const opened = await textOf('guide', 'ko');
    const upload = await admin.upload(
      `page-texts/${opened.id}/figures`,
      await pngBytes(800, 500),
      'plan.png',
      'image/png',
    );
    expect(upload.status).toBe(201);
    const picture = upload.body.picture as { src: string };
    expect(picture.src).toMatch(/^\/uploads\/pages\/.+\.webp$/);
    const withFigure = structuredClone(opened.content);
    withFigure.sections[0]!.blocks.push({ kind: 'figure', picture, alt: '진료 안내 순서를 나타낸 사진' } as never);
    const saved = await save(opened, withFigure);
    expect(saved.status).toBe(200);
    expect((await post(`page-texts/${opened.id}/publish`, { version: saved.body.version })).status).toBe(200);
    const html = (await page('/guide')).text;
    expect(html).toContain('alt="진료 안내 순서를 나타낸 사진"');
    expect(html).toContain(`src="${picture.src}"`);
    expect((await t.http.get(picture.src)).status).toBe(200);

    const now = await textOf('guide', 'ko');
    const forged = structuredClone(now.content);
    const figure = forged.sections[0]!.blocks.at(-1) as unknown as { picture: { src: string } };
    figure.picture = { ...figure.picture, src: 'https://evil.example/x.webp' };
    const refused = await save(now, forged);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)[0]).toMatch(/^content\.sections\.0\.blocks\.\d+\.picture\.src$/);
    // A figure without a picture or an illustration is refused too.
    const bare = structuredClone(now.content);
    (bare.sections[0]!.blocks.at(-1) as unknown as { picture?: unknown }).picture = undefined;
    expect((await save(now, bare)).status).toBe(400);
    // Put back.
    const back = await save(now, opened.published);
    expect((await post(`page-texts/${opened.id}/publish`, { version: back.body.version })).status).toBe(200);
  });

  it('a shared text is written once: published, every page that names it shows the new words', async () => {
    const signs = await textOf('shared/surgery-warning-signs', 'ko');
    const old = (signs.published.sections[0]!.blocks[0] as { text: string }).text;
    const sentence = '다리가 갑자기 붓고 아프면 바로 병원으로 연락해 주세요. (공유 문장을 고쳤습니다)';
    const next = structuredClone(signs.content);
    (next.sections[0]!.blocks[0] as { text: string }).text = sentence;
    const preview = await post(`page-texts/${signs.id}/preview`, { content: next });
    expect(preview.status).toBe(200);
    expect(String(preview.body.html)).toContain(sentence);
    const saved = await save(signs, next);
    expect((await post(`page-texts/${signs.id}/publish`, { version: saved.body.version })).status).toBe(200);
    for (const key of ['clarivein', 'venaseal', 'stripping']) {
      const html = shownOf((await page(`/surgery/${key}`)).text);
      expect(html, key).toContain(sentence);
      expect(html, key).not.toContain(old);
    }
    // The English pages keep their English; the English shared text is marked for a check.
    expect((await page('/en/surgery/venaseal')).text).not.toContain(sentence);
    expect((await textOf('shared/surgery-warning-signs', 'en')).needsCheck).toBe(true);
    // A page may only name a shared text there is; a shared text names none.
    const venaseal = await textOf('surgery/venaseal', 'ko');
    const unknown = structuredClone(venaseal.content);
    unknown.sections[0]!.blocks.push({ kind: 'shared', key: 'no-such-text' } as never);
    const refused = await save(venaseal, unknown);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)[0]).toMatch(/^content\.sections\.0\.blocks\.\d+\.key$/);
    const nested = structuredClone(next);
    nested.sections[0]!.blocks.push({ kind: 'shared', key: 'surgery-cost-note' } as never);
    const now = await textOf('shared/surgery-warning-signs', 'ko');
    expect((await save(now, nested)).status).toBe(400);
    // Put back.
    const back = await save(now, signs.published);
    expect((await post(`page-texts/${signs.id}/publish`, { version: back.body.version })).status).toBe(200);
  });

  it('is for staff only: anonymous 401, a member 403, for drafts, revisions, writes and previews', async () => {
    const opened = await textOf('surgery/venaseal', 'ko');
    const member = await tokenFor(t, 'member', 'pagesmember');
    const calls: Array<[string, string]> = [
      ['get', '/api/console/pages'],
      ['get', `/api/console/page-texts/${opened.id}`],
      ['get', `/api/console/page-revisions?filter=${encodeURIComponent(JSON.stringify({ textId: opened.id }))}`],
      ['put', `/api/console/page-texts/${opened.id}`],
      ['post', `/api/console/page-texts/${opened.id}/publish`],
      ['post', `/api/console/page-texts/${opened.id}/preview`],
      ['post', `/api/console/page-revisions/1/restore`],
    ];
    for (const [method, url] of calls) {
      const req = method === 'get' ? t.http.get(url) : method === 'put' ? t.http.put(url) : t.http.post(url);
      expect((await req.send({ content: opened.content, version: opened.version })).status, url).toBe(401);
      const asMember = method === 'get' ? t.http.get(url) : method === 'put' ? t.http.put(url) : t.http.post(url);
      expect(
        (await asMember.set('Authorization', bearer(member)).send({ content: opened.content, version: opened.version }))
          .status,
        url,
      ).toBe(403);
    }
    expect((await textOf('surgery/venaseal', 'ko')).version).toBe(opened.version);
  });
});
