import { describe, expect, it } from 'vitest';
import { translate } from '@clinic/contract';
import { settingsBody, tr } from './support/content.ts';
import { admin, page, t, usePagesApp } from './support/pages.ts';

/**
 * Issue #19, finding 4: the clinic's facts are filled into staff rich text as text only, never
 * into a link. The settings take a phone number only (a phone of `javascript:alert(777)` used to
 * become a live link through `href="{{phone}}"`), the sanitizer drops any attribute naming a fact,
 * and the render fills text only; the site's `tel:` links are built from the phone's digits.
 * Real app, real database (SQLite, or MariaDB with TEST_DATABASE_URL), the public site's build.
 */

usePagesApp();

/** Every `href` and `src` value of a rendered page's markup. */
const addressesIn = (html: string): string[] => [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]!);

/** What no rendered page may hold: a link or a source naming a fact, or a `javascript:` one. */
function expectNoFactLinks(html: string, where: string) {
  const addresses = addressesIn(html);
  expect(addresses.length, where).toBeGreaterThan(0);
  expect(
    addresses.filter((a) => a.includes('{{') || /^\s*javascript:/i.test(a)),
    where,
  ).toEqual([]);
  expect(html, where).not.toMatch(/href="\s*javascript:/i);
}

/** The `tel:` links of a rendered page. */
const telLinks = (html: string) => addressesIn(html).filter((a) => a.startsWith('tel:'));

/** A link to the phone and fact placeholders in attributes, as a staff member (or an attacker with a staff account) writes it. */
const FACT_LINKS = [
  '<p>예약 전화: <a href="{{phone}}">{{phone}}</a></p>',
  '<p><a href="tel:{{phone}}" title="{{clinicName}}">전화 걸기</a> <a href="mailto:{{email}}">메일</a></p>',
  '<p><img src="/uploads/editor/{{phone}}.webp" alt="{{address}}"></p>',
  '<p><a href="tel:02-555-1234">대표번호로 전화</a> <a href="tel:javascript:alert(1)">나쁜 전화</a></p>',
  '<p><a href="mailto:desk@example.kr">메일 보내기</a> <a href="mailto:javascript:alert(1)">나쁜 메일</a></p>',
].join('');

/** What the sanitizer keeps of FACT_LINKS: placeholders in text, literal tel:/mailto: links with a valid number or address. */
function expectStoredWithoutFactLinks(html: string) {
  expect(html).not.toMatch(/="[^"]*\{\{/);
  expect(html).not.toContain('javascript:');
  expect(html).toContain('<a>{{phone}}</a>');
  expect(html).toContain('<a>전화 걸기</a>');
  expect(html).not.toContain('<img');
  expect(html).toContain('<a href="tel:02-555-1234">대표번호로 전화</a>');
  expect(html).toContain('<a>나쁜 전화</a>');
  expect(html).toContain('<a href="mailto:desk@example.kr">메일 보내기</a>');
  expect(html).toContain('<a>나쁜 메일</a>');
}

// First in this file: rows written straight into the database before any page is rendered (and cached).
describe('settings saved before phone numbers were checked', () => {
  it('still load in the console and on the site; the saved text is shown as text, never linked', async () => {
    const notice = await admin.create('center/notifications', {
      title: '예전 공지',
      body: '<p>예전 본문</p>',
      pinned: false,
      published: true,
    });
    expect(notice.status, JSON.stringify(notice.body)).toBe(201);
    const id = notice.body.id as number;
    // Stored before the sanitizer dropped placeholders from attributes.
    await t.db
      .knex('notices')
      .where({ id })
      .update({ body: '<p>전화: <a href="{{phone}}">{{phone}}</a> <a href="tel:{{phone}}">걸기</a></p>' });
    const row = (await t.db.knex('settings').where({ product: 'clinic' }).first()) as { data: string };
    const saved = JSON.parse(row.data) as Record<string, unknown>;
    await t.db
      .knex('settings')
      .where({ product: 'clinic' })
      .update({ data: JSON.stringify({ ...saved, phone: 'javascript:alert(777)', email: 'not an address' }) });

    const record = await admin.getOne('setting', 'clinic');
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({ phone: 'javascript:alert(777)', email: 'not an address' });
    const pub = await t.http.get('/api/v1/clinic/settings');
    expect(pub.status).toBe(200);
    expect(pub.body.setting.phone).toBe('javascript:alert(777)');

    for (const url of ['/', `/center/notice/${id}`]) {
      const { status, text } = await page(url);
      expect(status, url).toBe(200);
      expectNoFactLinks(text, url);
      expect(telLinks(text), url).toEqual([]);
    }
    const shown = (await page(`/center/notice/${id}`)).text;
    expect(shown).toContain('전화: <a>javascript:alert(777)</a> <a>걸기</a>');
    expect(shown).toContain('<span class="phone-number">javascript:alert(777)</span>');

    // A save has to correct them: the form shows each field's error.
    const resave = await admin.update('setting', 'clinic', { ...record.body, onReview: true });
    expect(resave.status).toBe(400);
    expect(resave.body.errors).toEqual({
      phone: translate('ko', 'phoneCharacters'),
      email: translate('ko', 'email'),
    });
    expect((await admin.update('setting', 'clinic', settingsBody({ onReview: true }))).status).toBe(200);
  });
});

describe('the settings take a phone number, an e-mail address and links only', () => {
  // Each with what the message names: characters that are no part of a number, or too few digits.
  const refusedPhones = [
    ['javascript:alert(777)', 'phoneCharacters'],
    ['02-555-12', 'phoneTooShort'],
    ['전화번호', 'phoneCharacters'],
    ['02-555-1234 (대표)', 'phoneCharacters'],
    ['tel:025551234', 'phoneCharacters'],
  ] as const;

  it.each(['ko', 'en', 'zh-CN', 'ja'] as const)('refuses a phone that is no phone number (%s)', async (language) => {
    const locale = ({ ko: 'ko', en: 'en', 'zh-CN': 'cn', ja: 'jp' } as const)[language];
    for (const [phone, key] of refusedPhones) {
      const res = await admin
        .update('setting', 'clinic', settingsBody({ onReview: true, phone }))
        .set('Accept-Language', language);
      expect(res.status, phone).toBe(400);
      expect(res.body.errors, phone).toEqual({ phone: translate(locale, key) });
    }
    expect((await admin.getOne('setting', 'clinic')).body.phone).toBe('02-555-1234');
  });

  it('accepts a Korean number typed with hyphens, spaces, parentheses or +82, and keeps it in one form', async () => {
    const cases: Array<[typed: string, saved: string, tel: string]> = [
      ['02-555-1234', '02-555-1234', 'tel:025551234'],
      ['+82 2-555-1234', '02-555-1234', 'tel:025551234'],
      ['(031) 555 1234', '031-555-1234', 'tel:0315551234'],
      ['+82 10 5555 1234', '010-5555-1234', 'tel:01055551234'],
      ['1588-1234', '1588-1234', 'tel:15881234'],
    ];
    for (const [typed, saved, tel] of cases) {
      const res = await admin.update('setting', 'clinic', settingsBody({ onReview: true, phone: typed }));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.phone, typed).toBe(saved);
      const home = (await page('/')).text;
      expect(home).toContain(`<span class="phone-number">${saved}</span>`);
      expect(new Set(telLinks(home)), typed).toEqual(new Set([tel]));
    }
    expect((await admin.update('setting', 'clinic', settingsBody({ onReview: true }))).status).toBe(200);
  });

  it('refuses an e-mail that is no address and a link that is neither http(s) nor a path here', async () => {
    const res = await admin
      .update(
        'setting',
        'clinic',
        settingsBody({
          email: 'javascript:alert(1)',
          kakaoChannelUrl: 'javascript:alert(1)',
          youtubeChannelUrl: 'tel:1',
        }),
      )
      .set('Accept-Language', 'en');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: translate('en', 'email'),
      kakaoChannelUrl: translate('en', 'url'),
      youtubeChannelUrl: translate('en', 'url'),
    });
    const empty = await admin.update('setting', 'clinic', settingsBody({ onReview: true, email: '' }));
    expect(empty.status).toBe(200);
    expect(empty.body.email).toBe('');
    expect((await admin.update('setting', 'clinic', settingsBody({ onReview: true }))).status).toBe(200);
  });
});

describe('staff rich text never links to a fact', () => {
  let notice: number;
  let faq: number;

  it('a notice is stored without the placeholder links, on create and on update', async () => {
    const res = await admin.create('center/notifications', {
      title: '전화 예약 안내',
      body: FACT_LINKS,
      pinned: false,
      published: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    notice = res.body.id as number;
    expectStoredWithoutFactLinks(res.body.body as string);
    const stored = (await t.db.knex('notices').where({ id: notice }).first('body')) as { body: string };
    expect(stored.body).toBe(res.body.body);

    const update = await admin.update('center/notifications', notice, { body: `<p>바뀜</p>${FACT_LINKS}` });
    expect(update.status).toBe(200);
    expectStoredWithoutFactLinks(update.body.body as string);
  });

  it('a FAQ answer is stored without them in every language', async () => {
    const category = await admin.create('center/faq-categories', { code: 'fact-links', name: tr('예약') });
    const res = await admin.create('center/faqs', {
      categoryId: category.body.id,
      question: tr('전화로 예약할 수 있나요?', { en: 'Can I book by phone?' }),
      answer: tr(FACT_LINKS, { en: FACT_LINKS, jp: '<p><a href=" {{ phone }} ">電話</a></p>' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    faq = res.body.id as number;
    expectStoredWithoutFactLinks(res.body.answer.ko as string);
    expectStoredWithoutFactLinks(res.body.answer.en as string);
    expect(res.body.answer.jp).toBe('<p><a>電話</a></p>');
  });

  it('a term is stored without them', async () => {
    const res = await admin.create('terms', {
      code: 'privacy-policy',
      version: '2026-12-01',
      title: tr('개인정보처리방침'),
      body: tr(`<h2>개인정보 보호책임자</h2>${FACT_LINKS}`),
      effectiveAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectStoredWithoutFactLinks(res.body.body.ko as string);
  });

  it('the rendered pages show the phone as text and link only by its digits', async () => {
    expect(
      (await admin.update('setting', 'clinic', settingsBody({ onReview: true, phone: '+82 2-555-1234' }))).status,
    ).toBe(200);
    const pages = {
      notice: `/center/notice/${notice}`,
      faqs: '/center/faqs',
      privacy: '/privacy-policy',
      enNotice: `/en/center/notice/${notice}`,
    };
    for (const [name, url] of Object.entries(pages)) {
      const { status, text } = await page(url);
      expect(status, name).toBe(200);
      expectNoFactLinks(text, name);
      expect(new Set(telLinks(text)), name).toEqual(new Set(['tel:025551234', 'tel:02-555-1234']));
      expect(text, name).toContain('<a>02-555-1234</a>');
    }
    const faqs = (await page('/center/faqs')).text;
    expect(faqs).toContain('전화로 예약할 수 있나요?');
    expect(faq).toBeGreaterThan(0);
  });
});

// Issue #24, item 3: a member's number with Korea's country code has 11 digits and is a valid number.
describe('a member’s phone typed by staff', () => {
  const member = (phone: string, n: number) => ({
    kind: 'PERSON',
    username: `phone${n}${Date.now() % 100000}`,
    password: 'secret-pass-1!',
    name: '김전화',
    email: `phone${n}@example.com`,
    phone,
  });

  it('is accepted with the country code, hyphens or spaces and kept as the same digits', async () => {
    const cases: Array<[typed: string, kept: string]> = [
      ['+82 10-5555-1234', '01055551234'],
      ['010-5555-1234', '01055551234'],
      ['+1 (555) 123-4567', '15551234567'],
    ];
    for (const [i, [typed, kept]] of cases.entries()) {
      const res = await admin.create('users', member(typed, i));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.phone, typed).toBe(kept);
      const update = await admin.update('users', res.body.id as number, { phone: '+82 10 7777 8888' });
      expect(update.status, JSON.stringify(update.body)).toBe(200);
      expect(update.body.phone).toBe('01077778888');
    }
  });

  it('is refused, with the rule, when it is no phone number', async () => {
    for (const [phone, key] of [
      ['12345', 'phoneAreaCode'],
      ['전화번호', 'phoneCharacters'],
      ['javascript:alert(777)', 'phoneCharacters'],
      ['+82 10-5555-1234-5678-9999', 'phoneTooLong'],
    ] as const) {
      const res = await admin.create('users', member(phone, 9)).set('Accept-Language', 'en');
      expect(res.status, phone).toBe(400);
      expect(res.body.errors, phone).toEqual({ phone: translate('en', key) });
    }
  });
});
