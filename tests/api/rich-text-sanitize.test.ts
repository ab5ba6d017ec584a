import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { translate, type EditorImage } from '@clinic/contract';
import { exifHasGps, formatOf, jpegWithGps, publicFile, tr } from './support/content.ts';
import { editorUpload, member, staff, useRichTextApp } from './support/richText.ts';
import { api, t } from './support/staffApp.ts';
import { bearer } from './support/testApp.ts';

// Notices' bodies, FAQ answers and terms' bodies are HTML from the console's rich-text editor:
// images go up through POST /api/editor, every write is sanitized, public answers carry the result.

useRichTextApp();

describe('POST /api/editor', () => {
  let uploaded: EditorImage;

  it('stores a camera JPEG as WebP and AVIF without EXIF and answers the largest WebP as url', async () => {
    const jpeg = await jpegWithGps(1200, 800);
    const original = await sharp(jpeg).metadata();
    expect(original.exif && exifHasGps(original.exif)).toBe(true);

    const res = await editorUpload(jpeg, 'IMG_0001.JPG', 'image/jpeg', staff);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    uploaded = res.body as EditorImage;
    expect(uploaded.url).toMatch(/^\/uploads\/editor\/[0-9a-f]{24}-1200\.webp$/);
    expect(uploaded).toMatchObject({ width: 1200, height: 800 });
    expect(uploaded.image.src).toBe(uploaded.url);
    expect(uploaded.image.webp.at(-1)!.src).toBe(uploaded.url);
    expect(uploaded.image.webp.map((v) => v.width)).toEqual([480, 960, 1200]);
    for (const variant of [...uploaded.image.webp, ...uploaded.image.avif]) {
      const file = publicFile(t, variant.src);
      expect(existsSync(file), file).toBe(true);
      const meta = await sharp(readFileSync(file)).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBe(variant.width);
    }
    expect(formatOf(readFileSync(publicFile(t, uploaded.url)))).toBe('webp');
  });

  it('is served at the url it answered', async () => {
    const res = await t.http.get(uploaded.url).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });

  it('refuses a text file named .png (415), an oversized file (413) and a request without a file (400)', async () => {
    const text = await editorUpload(Buffer.from('not an image at all\n'.repeat(20)), 'a.png', 'image/png', staff).set(
      'Accept-Language',
      'en',
    );
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ message: translate('en', 'imageType') });

    const big = Buffer.alloc(10 * 1024 * 1024 + 1024, 0x20);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const large = await editorUpload(big, 'big.jpg', 'image/jpeg', staff);
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ message: translate('ko', 'fileTooLarge', { num: 10 }) });

    const none = await t.http.post('/api/editor').set('Authorization', bearer(staff)).field('note', 'x');
    expect(none.status).toBe(400);
  });

  it('is for staff only: anonymous 401, a member 403, before the file is read', async () => {
    const jpeg = await jpegWithGps(100, 100);
    expect((await editorUpload(jpeg, 'a.jpg', 'image/jpeg')).status).toBe(401);
    expect((await editorUpload(jpeg, 'a.jpg', 'image/jpeg', member)).status).toBe(403);
  });
});

/** Everything the sanitizer must take out, around what it must keep. */
const DIRTY = [
  '<h2>진료 안내</h2>',
  '<p onclick="steal()">평일 <strong>오전 9시</strong>부터 진료합니다.<script>alert(1)</script></p>',
  '<ul><li>압박스타킹</li><li>정기 검진</li></ul>',
  '<table><tbody><tr><th>요일</th><td>시간</td></tr></tbody></table>',
  '<p><a href="javascript:alert(1)">나쁜 링크</a> <a href="https://www.example.com/guide">안내 페이지</a></p>',
  '<p><img src="/uploads/editor/0123456789abcdef01234567-960.webp" alt="진료실" onerror="alert(1)">',
  '<img src="https://evil.example/x.png" alt="추적"></p>',
].join('');

/** What stays of DIRTY: structure, https links, our own images; never a script, a handler or a foreign image. */
function expectClean(html: string) {
  expect(html).not.toMatch(/<script|alert\(|onclick|onerror|javascript:|evil\.example/i);
  expect(html).toContain('<h2>진료 안내</h2>');
  expect(html).toContain('<ul><li>압박스타킹</li><li>정기 검진</li></ul>');
  expect(html).toContain('<table><tbody><tr><th>요일</th><td>시간</td></tr></tbody></table>');
  expect(html).toContain('<strong>오전 9시</strong>');
  expect(html).toContain(
    '<a href="https://www.example.com/guide" target="_blank" rel="noopener noreferrer">안내 페이지</a>',
  );
  expect(html).toContain('<img src="/uploads/editor/0123456789abcdef01234567-960.webp" alt="진료실" />');
  expect(html).toContain('나쁜 링크');
}

describe('notices: the body is sanitized HTML', () => {
  let id: number;

  it('a create keeps the structure and drops scripts, handlers, javascript: links and foreign images', async () => {
    const res = await api.create('center/notifications', { title: '진료 안내', body: DIRTY });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    id = res.body.id as number;
    expectClean(res.body.body as string);
    const stored = (await t.db.knex('notices').where({ id }).first('body')) as { body: string };
    expect(stored.body).toBe(res.body.body);
  });

  it('the public answer carries the stored HTML', async () => {
    const res = await t.http.get(`/api/v1/center/notifications/${id}`);
    expect(res.status).toBe(200);
    expectClean(res.body.notification.body as string);
  });

  it('an update is sanitized too', async () => {
    const res = await api.update('center/notifications', id, { body: '<p>바뀐 본문</p><script>x()</script>' });
    expect(res.status).toBe(200);
    expect(res.body.body).toBe('<p>바뀐 본문</p>');
  });

  it('a body with nothing left after sanitizing is a required-field error', async () => {
    for (const body of ['<script>alert(1)</script>', '<p></p>', '<img src="https://evil.example/x.png">']) {
      const res = await api.create('center/notifications', { title: '빈 공지', body });
      expect(res.status, body).toBe(400);
      expect(res.body.errors).toEqual({ body: translate('ko', 'required') });
    }
    const update = await api.update('center/notifications', id, { body: '<p> </p>' });
    expect(update.status).toBe(400);
    expect(update.body.errors).toEqual({ body: translate('ko', 'required') });
  });

  it('a body that is only an image of ours is kept', async () => {
    const res = await api.update('center/notifications', id, {
      body: '<p><img src="/uploads/editor/0123456789abcdef01234567-480.webp" alt="안내문"></p>',
    });
    expect(res.status).toBe(200);
    expect(res.body.body).toBe('<p><img src="/uploads/editor/0123456789abcdef01234567-480.webp" alt="안내문" /></p>');
  });
});

describe('FAQ answers: sanitized HTML in every language', () => {
  let id: number;

  beforeAll(async () => {
    const category = await api.create('center/faq-categories', { code: 'rich', name: tr('서식') });
    const res = await api.create('center/faqs', {
      categoryId: category.body.id,
      question: tr('진료 시간은 언제인가요?', { en: 'When are you open?' }),
      answer: tr(DIRTY, { en: `<p>English</p>${DIRTY}`, cn: '<script>only()</script>' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    id = res.body.id as number;
  });

  it('stores every language sanitized; a language left with nothing is empty', async () => {
    const res = await api.getOne('center/faqs', id);
    expectClean(res.body.answer.ko as string);
    expectClean(res.body.answer.en as string);
    expect(res.body.answer.cn).toBe('');
    expect(res.body.answer.jp).toBe('');
  });

  it('the public answer carries the HTML, Korean where a language is empty', async () => {
    const en = await t.http.get('/api/v1/center/faqs').set('Accept-Language', 'en');
    const faq = (en.body.faqs as Array<{ id: number; answer: string }>).find((f) => f.id === id)!;
    expect(faq.answer.startsWith('<p>English</p>')).toBe(true);
    expectClean(faq.answer);
    const cn = await t.http.get('/api/v1/center/faqs').set('Accept-Language', 'zh-CN');
    const cnFaq = (cn.body.faqs as Array<{ id: number; answer: string }>).find((f) => f.id === id)!;
    expectClean(cnFaq.answer);
    expect(cnFaq.answer.startsWith('<h2>')).toBe(true);
  });

  it('a Korean answer with nothing left is a required-field error on answer.ko', async () => {
    const res = await api.update('center/faqs', id, { answer: tr('<p><br></p>', { en: '<p>Only English</p>' }) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'answer.ko': translate('ko', 'required') });
  });
});

describe('terms: the body is sanitized HTML in every language', () => {
  it('a new version is stored and answered sanitized', async () => {
    const res = await api.create('terms', {
      code: 'terms-of-use',
      version: '2026-03-01',
      title: tr('이용약관', { jp: '利用規約' }),
      body: tr(DIRTY, { jp: '<h2>第1条</h2><p onmouseover="x()">本文</p>' }),
      effectiveAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectClean(res.body.body.ko as string);
    expect(res.body.body.jp).toBe('<h2>第1条</h2><p>本文</p>');

    const ko = await t.http.get('/api/v1/terms/terms-of-use');
    expectClean(ko.body.term.body as string);
    const jp = await t.http.get('/api/v1/terms/terms-of-use').set('Accept-Language', 'ja');
    expect(jp.body.term.body).toBe('<h2>第1条</h2><p>本文</p>');

    const empty = await api.update('terms', res.body.id as number, { body: tr('<script>x()</script>') });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ 'body.ko': translate('ko', 'required') });
  });
});
