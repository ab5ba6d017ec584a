import { describe, expect, it } from 'vitest';
import { LOCALES } from '@clinic/contract';
import { PAGE_TEXTS } from '../../migrations/data/20261128000002_page_texts.ts';
import { admin, page, shownOf, t, usePagesApp } from './support/pages.ts';
import { bearer, tokenFor } from './support/testApp.ts';
import { wholeSitemap } from '../support/sitemap.ts';

/**
 * Treatments are records (issue 22): the menu's 치료 방법, the main page's cards and their dialogs,
 * the sitemap and each page follow what staff keep in the console, on the next request. On SQLite
 * and MariaDB.
 */

usePagesApp();

interface Card {
  key: string;
  nameKo: string;
  nameEn: string;
  subject: string;
  contents: string[];
  photoAlt: string;
}
const cardsOf = (locale: string) => (PAGE_TEXTS.home![locale] as { surgeries: { cards: Card[] } }).surgeries.cards;

const LOCALE_PREFIX: Record<string, string> = { ko: '', en: '/en', cn: '/cn', jp: '/jp' };
const ACCEPT: Record<string, string> = { ko: 'ko', en: 'en', cn: 'zh', jp: 'ja' };

describe('the treatments the migrations give every database', () => {
  it('are the menu’s nine, in its order, with the six surgery cards word for word', async () => {
    for (const locale of LOCALES) {
      const res = await t.http.get('/api/v1/treatments').set('Accept-Language', ACCEPT[locale]!);
      expect(res.status).toBe(200);
      const list = res.body.treatments as Array<{
        slug: string;
        path: string;
        nameEn: string;
        card: Record<string, unknown> | null;
      }>;
      expect(list.map((x) => x.path)).toEqual([
        '/non-surgical/stockings',
        '/non-surgical/drugs',
        '/non-surgical/sclerotherapy',
        '/surgery/clarivein',
        '/surgery/flebogrif',
        '/surgery/venaseal',
        '/surgery/rfa',
        '/surgery/laser',
        '/surgery/stripping',
      ]);
      const cards = list.filter((x) => x.card);
      expect(cards.map((x) => x.slug)).toEqual(cardsOf(locale).map((c) => c.key));
      for (const [i, card] of cardsOf(locale).entries()) {
        expect(cards[i]!.nameEn).toBe(card.nameEn);
        expect(cards[i]!.card).toMatchObject({
          title: card.nameKo,
          subject: card.subject,
          lines: card.contents,
          pictureAlt: card.photoAlt,
        });
      }
    }
    const html = (await page('/')).text;
    for (const card of cardsOf('ko')) expect(html).toContain(`data-testid="surgery-card-${card.key}"`);
    expect(html).toContain('href="/non-surgical/stockings"');
  });
});

describe('staff add a treatment, then hide it', () => {
  it('a seventh surgery is in the menu, on the main page, in the sitemap and answers in four languages; hidden, none of it', async () => {
    const created = await admin
      .create('treatments', {
        section: 'surgery',
        slug: 'foam-sclerotherapy',
        name: { ko: '거품 경화요법', en: 'Foam sclerotherapy', cn: '', jp: '' },
        nameEn: 'Foam sclerotherapy',
        card: true,
        cardTitle: { ko: '', en: '', cn: '', jp: '' },
        subject: {
          ko: '거품 형태의 경화제로 정맥을 닫는 방법',
          en: 'Closing veins with a foamed sclerosant',
          cn: '',
          jp: '',
        },
        lines: {
          ko: '초음파를 보며 거품 경화제를 넣습니다.\n시술 시간은 보통 {{duration.nonthermal}}입니다.',
          en: '',
          cn: '',
          jp: '',
        },
        pictureAlt: { ko: '거품 경화제를 넣는 모습을 나타낸 그림', en: '', cn: '', jp: '' },
        illustration: 'injection',
        position: 50,
        visible: true,
      })
      .set('Accept-Language', 'ko');
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const one = await admin.getOne('treatments', id);
    expect(one.body.pageTextId).toEqual(expect.any(Number));

    for (const locale of LOCALES) {
      const res = await page(`${LOCALE_PREFIX[locale]}/surgery/foam-sclerotherapy`);
      expect(res.status, locale).toBe(200);
      expect(res.text).toContain(locale === 'en' ? 'Foam sclerotherapy' : '거품 경화요법');
      expect(res.text).toContain('MedicalProcedure');
    }
    const home = (await page('/')).text;
    expect(home).toContain('data-testid="surgery-card-foam-sclerotherapy"');
    expect(home).toContain('href="/surgery/foam-sclerotherapy"');
    const sitemap = await wholeSitemap(async (p) => (await page(p)).text);
    expect(sitemap).toContain('/surgery/foam-sclerotherapy</loc>');
    expect(sitemap).toContain('/en/surgery/foam-sclerotherapy</loc>');
    // Its card's lines are filled in with the fee table's facts, like the others.
    const homeData = await t.http.get('/api/v1/treatments');
    const foam = (homeData.body.treatments as Array<{ slug: string; card: { lines: string[] } }>).find(
      (x) => x.slug === 'foam-sclerotherapy',
    )!;
    expect(foam.card.lines[1]).toBe('시술 시간은 보통 {{duration.nonthermal}}입니다.');
    expect(shownOf(home)).not.toContain('{{duration');

    // Hidden: out of the menu, the main page and the sitemap; its page is a 404 in every language.
    expect((await admin.update('treatments', id, { visible: false })).status).toBe(200);
    for (const locale of LOCALES) {
      expect((await page(`${LOCALE_PREFIX[locale]}/surgery/foam-sclerotherapy`)).status, locale).toBe(404);
    }
    expect((await t.http.get('/api/v1/pages/surgery/foam-sclerotherapy')).status).toBe(404);
    const after = (await page('/')).text;
    expect(after).not.toContain('surgery-card-foam-sclerotherapy');
    expect(after).not.toContain('href="/surgery/foam-sclerotherapy"');
    expect(await wholeSitemap(async (p) => (await page(p)).text)).not.toContain('foam-sclerotherapy');
  });

  it('hiding one of the first run’s treatments takes its fixed page away too, and showing it brings it back', async () => {
    const list = (await admin.list('treatments', { range: [0, 49] })).body as Array<{ id: number; slug: string }>;
    const laser = list.find((x) => x.slug === 'laser')!;
    expect((await admin.update('treatments', laser.id, { visible: false })).status).toBe(200);
    try {
      expect((await page('/surgery/laser')).status).toBe(404);
      expect((await page('/en/surgery/laser')).status).toBe(404);
      expect((await page('/')).text).not.toContain('href="/surgery/laser"');
      expect(await wholeSitemap(async (p) => (await page(p)).text)).not.toContain('/surgery/laser<');
    } finally {
      expect((await admin.update('treatments', laser.id, { visible: true })).status).toBe(200);
    }
    expect((await page('/surgery/laser')).status).toBe(200);
  });

  it('refuses an address in use and a card without its summary, on the field, in the staff’s language', async () => {
    const empty = { ko: '', en: '', cn: '', jp: '' };
    const base = {
      section: 'non-surgical',
      slug: 'drugs',
      name: { ...empty, ko: '약' },
      nameEn: '',
      card: false,
      cardTitle: empty,
      subject: empty,
      lines: empty,
      pictureAlt: empty,
      illustration: 'leg-veins',
    };
    const taken = await admin.create('treatments', base).set('Accept-Language', 'en');
    expect(taken.status).toBe(409);
    expect(Object.keys(taken.body.errors)).toEqual(['slug']);
    const bad = await admin.create('treatments', { ...base, slug: 'Bad Slug' }).set('Accept-Language', 'ko');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['slug']);
    const noSubject = await admin
      .create('treatments', { ...base, slug: 'compression-wrap', card: true })
      .set('Accept-Language', 'ko');
    expect(noSubject.status).toBe(400);
    expect(Object.keys(noSubject.body.errors).sort()).toEqual(['pictureAlt.ko', 'subject.ko']);
    // Nothing was made: no page at either address.
    expect((await t.db.knex('pages').where({ page_key: 'non-surgical/compression-wrap' })).length).toBe(0);
  });

  it('is for staff only: anonymous 401, a member 403', async () => {
    expect((await t.http.get('/api/console/treatments')).status).toBe(401);
    const member = await tokenFor(t, 'member', 'treatmentsmember');
    expect((await t.http.get('/api/console/treatments').set('Authorization', bearer(member))).status).toBe(403);
    expect(
      (await t.http.post('/api/console/treatments').set('Authorization', bearer(member)).send({ slug: 'x' })).status,
    ).toBe(403);
  });
});
