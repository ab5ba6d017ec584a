import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FEED_ITEMS_MAX, PNG_ICONS, SITE_THEME_COLOR } from '@clinic/contract';
import { ROOT_DIR } from '../../api/src/config.ts';
import { isMysql, type Knex, rawRows, toDbTime } from '../../api/src/db/index.ts';
import { rfc822Korea } from '../../api/src/http/siteFiles.ts';
import { newestPosts } from '../../api/src/modules/boards/visible.ts';
import { newestNotices } from '../../api/src/modules/notices/store.ts';
import { settingsBody, tr } from './support/content.ts';
import { admin, page, t, usePagesApp } from './support/pages.ts';
import { bearer, tokenFor } from './support/testApp.ts';

/**
 * The RSS feed of notices and board posts (one per language), the web app manifest and the icons:
 * made from live data (a new notice is in the feed on the next request), only what the public may
 * see, valid RSS 2.0 as an XML parser reads it, whatever a title holds.
 */

usePagesApp();

const ORIGIN = 'https://www.example-vein-clinic.kr';
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} \+0900$/;

interface Item {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
  category: string;
  description?: string;
}

/** The feed at `url` read by an XML parser: well-formed, RSS 2.0, its channel and items. */
async function feed(url: string) {
  const res = await t.http.get(url).buffer(true);
  expect(res.status, url).toBe(200);
  expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
  const xml = res.text;
  expect(XMLValidator.validate(xml), url).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (name) => name === 'item',
  }).parse(xml) as {
    rss: {
      '@_version': string;
      channel: { title: string; link: string; description: string; language: string; item?: Item[] };
    };
  };
  expect(parsed.rss['@_version']).toBe('2.0');
  const { channel } = parsed.rss;
  for (const required of ['title', 'link', 'description'] as const) expect(channel[required], required).toBeTruthy();
  const items = channel.item ?? [];
  expect(items.length).toBeLessThanOrEqual(FEED_ITEMS_MAX);
  for (const item of items) {
    expect(item.title).toBeTruthy();
    expect(item.link).toMatch(new RegExp(`^${ORIGIN}/`));
    expect(item.guid).toEqual({ '#text': item.link, '@_isPermaLink': 'true' });
    expect(item.pubDate).toMatch(RFC_822);
  }
  // Newest first.
  const times = items.map((i) => Date.parse(i.pubDate));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  return { channel, items, cache: String(res.headers['x-cache']) };
}

/** An instant as RSS writes it in Korea time, worked out with the platform's time zones. */
function koreaRfc822(instant: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Seoul',
      weekday: 'short',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year} ${parts.hour}:${parts.minute}:${parts.second} +0900`;
}

describe('RSS feed', () => {
  it('is RSS 2.0 of the notices and posts in each language, linking to their pages there', async () => {
    expect(rfc822Korea('2026-11-19T16:30:00.000Z')).toBe('Fri, 20 Nov 2026 01:30:00 +0900');

    const ko = await feed('/feed.xml');
    expect(ko.channel).toMatchObject({ link: `${ORIGIN}/`, language: 'ko' });
    expect(ko.channel.title).toContain('서울하지정맥');
    const notice = ko.items.find((i) => i.category === '공지사항')!;
    expect(notice.link).toMatch(new RegExp(`^${ORIGIN}/center/notice/\\d+$`));
    expect(ko.items.some((i) => /\/boards\/news\/\d+$/.test(i.link) && i.category === '병원 소식')).toBe(true);

    const en = await feed('/en/feed.xml');
    expect(en.channel).toMatchObject({ link: `${ORIGIN}/en`, language: 'en' });
    expect(en.items.length).toBe(ko.items.length);
    expect(en.items.every((i) => i.link.startsWith(`${ORIGIN}/en/`))).toBe(true);
    expect((await feed('/cn/feed.xml')).channel.language).toBe('zh-CN');

    // Every page names its language's feed and manifest; the icons are in every page's head.
    const { text } = await page('/en/cost');
    expect(text).toContain(
      `<link rel="alternate" type="application/rss+xml" title="${en.channel.title}" href="${ORIGIN}/en/feed.xml">`,
    );
    expect(text).toContain('<link rel="manifest" href="/en/manifest.webmanifest">');
    expect(text).toMatch(/<link rel="icon" href="\/favicon\.ico" sizes="32x32"/);
    expect(text).toMatch(/<link rel="apple-touch-icon" href="\/apple-touch-icon\.png"/);

    // Crawlers may read the feeds, the manifests and the icons.
    const robots = (await page('/robots.txt')).text;
    const disallowed = [...robots.matchAll(/^Disallow:\s*(\S+)/gm)].map((m) => m[1]!);
    for (const p of ['/feed.xml', '/en/feed.xml', '/manifest.webmanifest', '/favicon.ico', '/apple-touch-icon.png'])
      expect(
        disallowed.filter((rule) => p.startsWith(rule)),
        p,
      ).toEqual([]);
  });

  it('lists a new notice on the next request, never a draft, a scheduled notice or a hidden post; any title stays text', async () => {
    const before = await feed('/feed.xml');
    expect((await feed('/feed.xml')).cache).toBe('hit');

    const hostile = `</title><script>alert(1)</script> & ]]> "이중" 'single' <![CDATA[x]]>\u0007끝`;
    const created = await admin.create('center/notifications', {
      title: hostile,
      body: '<p>새 공지 <b>본문</b> &amp; 안내</p>',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, publishedAt } = created.body as { id: number; publishedAt: string };
    const draft = await admin.create('center/notifications', {
      title: '임시 저장 공지',
      body: '<p>초안</p>',
      published: false,
    });
    const scheduled = await admin.create('center/notifications', {
      title: '예약 공지',
      body: '<p>다음 주</p>',
      publishedAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    expect([draft.status, scheduled.status]).toEqual([201, 201]);

    // A patient's post on a members' board (its title as hostile), and one staff then hid.
    expect(
      (
        await admin.create('boards', {
          key: 'free',
          name: tr('자유 게시판'),
          writeAccess: 'members',
          commentsEnabled: false,
          published: true,
          position: 9,
        })
      ).status,
    ).toBe(201);
    const member = await tokenFor(t, 'member');
    const post = (title: string) =>
      t.http
        .post('/api/v1/boards/free/posts')
        .set('Authorization', bearer(member))
        .send({ title, body: '다리가 붓습니다 <b>&' });
    const patient = await post(`환자 글 ]]></item><item>&amp; <`);
    const hidden = await post('숨길 글');
    expect([patient.status, hidden.status]).toEqual([201, 201]);
    expect((await admin.update('board-posts', hidden.body.post.id, { hidden: true })).status).toBe(200);

    const after = await feed('/feed.xml');
    expect(after.cache).toBe('miss');
    const listed = after.items.find((i) => i.link === `${ORIGIN}/center/notice/${id}`);
    // The parser reads back exactly what staff typed (less the control character XML cannot hold).
    expect(listed).toMatchObject({
      title: hostile.replace('\u0007', ''),
      category: '공지사항',
      description: '새 공지 본문 & 안내',
      pubDate: koreaRfc822(publishedAt),
    });
    const patientItem = after.items.find((i) => i.link === `${ORIGIN}/boards/free/${patient.body.post.id}`);
    expect(patientItem).toMatchObject({
      title: `환자 글 ]]></item><item>&amp; <`,
      description: '다리가 붓습니다 <b>&',
    });
    const titles = after.items.map((i) => i.title);
    for (const absent of ['임시 저장 공지', '예약 공지', '숨길 글']) expect(titles).not.toContain(absent);
    expect(after.items.length).toBe(Math.min(FEED_ITEMS_MAX, before.items.length + 2));
    expect((await feed('/jp/feed.xml')).items.some((i) => i.link === `${ORIGIN}/jp/center/notice/${id}`)).toBe(true);

    // Unpublished: gone on the next request.
    expect((await admin.update('center/notifications', id, { published: false })).status).toBe(200);
    expect((await feed('/feed.xml')).items.map((i) => i.link)).not.toContain(`${ORIGIN}/center/notice/${id}`);
  });
});

describe('icons and manifest', () => {
  it('answers favicon.ico, the PNG icons and a manifest per language with the clinic name staff set', async () => {
    const ico = await t.http.get('/favicon.ico').buffer(true);
    expect(ico.status).toBe(200);
    expect(ico.headers['content-type']).toBe('image/x-icon');
    expect(ico.headers['cache-control']).toBe('public, max-age=86400');
    // An ICO file: its header, then each entry's PNG, read by sharp at the size the entry says.
    const bytes = ico.body as Buffer;
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes: number[] = [];
    for (let i = 0; i < bytes.readUInt16LE(4); i += 1) {
      const entry = 6 + 16 * i;
      const png = bytes.subarray(
        bytes.readUInt32LE(entry + 12),
        bytes.readUInt32LE(entry + 12) + bytes.readUInt32LE(entry + 8),
      );
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', bytes[entry], bytes[entry]]);
      sizes.push(meta.width!);
    }
    expect(sizes).toEqual([16, 32, 48]);
    const again = await t.http.get('/favicon.ico').set('If-None-Match', String(ico.headers.etag));
    expect(again.status).toBe(304);

    for (const icon of PNG_ICONS) {
      const res = await t.http.get(icon.path).buffer(true);
      expect(res.status, icon.path).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const meta = await sharp(res.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height], icon.path).toEqual(['png', icon.size, icon.size]);
      // Full-bleed icons have no transparent corner; the rounded ones have.
      const corner = await sharp(res.body as Buffer)
        .ensureAlpha()
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .raw()
        .toBuffer();
      expect(corner[3] === 255, icon.path).toBe(icon.shape !== 'rounded');
    }

    // The site's colour, one value in the stylesheet, the page template and the manifest.
    const css = readFileSync(path.join(ROOT_DIR, 'public-site/src/styles/base.css'), 'utf8');
    const html = readFileSync(path.join(ROOT_DIR, 'public-site/index.html'), 'utf8');
    expect(/--color-primary:\s*(#[0-9a-f]{6})/i.exec(css)?.[1]).toBe(SITE_THEME_COLOR);
    expect(html).toContain(`<meta name="theme-color" content="${SITE_THEME_COLOR}" />`);

    const manifest = async (url: string) => {
      const res = await t.http.get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
      return JSON.parse(res.text) as {
        name: string;
        short_name: string;
        start_url: string;
        lang: string;
        theme_color: string;
        icons: Array<{ src: string; sizes: string; type: string }>;
      };
    };
    const ko = await manifest('/manifest.webmanifest');
    expect(ko).toMatchObject({
      name: '서울하지정맥 흉부외과',
      short_name: '서울하지정맥 흉부외과',
      start_url: '/',
      lang: 'ko',
      theme_color: SITE_THEME_COLOR,
    });
    expect(ko.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of ko.icons) expect((await t.http.get(icon.src)).status, icon.src).toBe(200);
    expect(await manifest('/en/manifest.webmanifest')).toMatchObject({
      name: 'Seoul Vein Clinic',
      start_url: '/en',
      lang: 'en',
    });

    // Renamed in the settings: the next request says the new name.
    const renamed = settingsBody({
      onReview: true,
      clinicName: tr('맑은정맥 흉부외과의원', { en: 'Clear Vein Clinic' }),
    });
    expect((await admin.update('setting', 'clinic', renamed)).status).toBe(200);
    expect((await manifest('/manifest.webmanifest')).name).toBe('맑은정맥 흉부외과의원');
    expect((await manifest('/en/manifest.webmanifest')).name).toBe('Clear Vein Clinic');
    expect((await feed('/en/feed.xml')).channel.title).toContain('Clear Vein Clinic');
  });
});

describe('feed reads at three years of data', () => {
  it('reads the newest notices and posts from their indexes, never sorting a table', async () => {
    const { knex } = t.db;
    const day = 86_400_000;
    const board = (await knex('boards').where({ key: 'news' }).first('id')) as { id: number };
    const rows = (count: number, make: (i: number) => Record<string, unknown>) =>
      Array.from({ length: count }, (_, i) => make(i));
    const at = (i: number) => toDbTime(new Date(Date.now() - i * day));
    // A notice a day and three posts a day for three years.
    const notices = rows(1100, (i) => ({
      title: `공지 ${i}`,
      body: '<p>본문</p>',
      pinned: i % 100 === 0,
      published: i % 50 !== 0,
      published_at: at(i),
      views: 0,
      created_at: at(i),
      updated_at: at(i),
    }));
    const posts = rows(3300, (i) => ({
      board_id: board.id,
      author_name: '직원',
      title: `글 ${i}`,
      body: '<p>본문</p>',
      pinned: false,
      hidden: i % 40 === 0,
      views: 0,
      created_at: at(i / 3),
      updated_at: at(i / 3),
    }));
    for (let from = 0; from < notices.length; from += 400)
      await knex('notices').insert(notices.slice(from, from + 400));
    for (let from = 0; from < posts.length; from += 400)
      await knex('board_posts').insert(posts.slice(from, from + 400));
    if (isMysql(knex)) await knex.raw('ANALYZE TABLE notices, board_posts');

    const plan = async (query: Knex.QueryBuilder) => {
      const { sql, bindings } = query.toSQL().toNative();
      if (isMysql(knex))
        return rawRows<{ key: string | null; Extra: string }>(await knex.raw(`EXPLAIN ${sql}`, bindings));
      return rawRows<{ detail: string }>(await knex.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings));
    };
    for (const [query, index] of [
      [newestNotices(knex, false, FEED_ITEMS_MAX).select('id', 'title', 'body'), 'notices_public_order'],
      [newestNotices(knex, true, FEED_ITEMS_MAX).select('id', 'title', 'body'), 'notices_public_order'],
      [
        newestPosts(knex, board.id, false, FEED_ITEMS_MAX).select('board_posts.id', 'board_posts.body'),
        'board_posts_board_id_hidden_pinned_created_at_index',
      ],
    ] as const) {
      const steps = await plan(query);
      const said = JSON.stringify(steps);
      expect(steps, said).toHaveLength(1);
      if (isMysql(knex)) {
        expect((steps[0] as { key: string }).key, said).toBe(index);
        expect((steps[0] as { Extra: string }).Extra, said).not.toMatch(/filesort|temporary/i);
      } else {
        expect((steps[0] as { detail: string }).detail, said).toContain(`INDEX ${index}`);
        expect(said).not.toMatch(/TEMP B-TREE/);
      }
    }
    // And the feed still lists the newest twenty.
    expect((await feed('/feed.xml')).items).toHaveLength(FEED_ITEMS_MAX);
  });
});
