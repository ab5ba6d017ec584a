import { describe, expect, it } from 'vitest';
import { page, shownOf, t, usePagesApp } from './support/pages.ts';

/**
 * Issue 25 item 16, in the pages as the server renders them (what a browser shows before its script,
 * and what search engines and screen readers read): a record's page marks its list in the sub-tabs;
 * English and Japanese treatment cards name a treatment once; every text field says its type, the
 * login's username field as a username. The browser side: tests/e2e/small-stumbles.spec.ts.
 */

usePagesApp();

/** The sub-tab bar's links, and the one marked as the current page. */
function subTabs(html: string) {
  const nav = html.match(/<nav class="sub-tabs"[\s\S]*?<\/nav>/)?.[0] ?? '';
  const links = [...nav.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)];
  const current = links
    .filter(([, attrs]) => /aria-current="page"/.test(attrs!))
    .map(([, attrs, text]) => ({
      href: attrs!.match(/href="([^"]*)"/)?.[1],
      text,
    }));
  return { count: links.length, current };
}

const firstId = async (url: string, key: string) => {
  const res = await t.http.get(url);
  expect(res.status, url).toBe(200);
  return (res.body as Record<string, Array<{ id: number }>>)[key]![0]!.id;
};

describe("a record's page marks its list's tab as the current page", () => {
  it('a notice, a board post and a review, in Korean, English and Japanese', async () => {
    const notice = await firstId('/api/v1/center/notifications', 'notifications');
    const post = await firstId('/api/v1/boards/news/posts', 'posts');
    const review = await firstId('/api/v1/clinic/reviews', 'reviews');
    for (const [url, href, text] of [
      [`/center/notice/${notice}`, '/center/notice', '공지사항'],
      [`/en/center/notice/${notice}`, '/en/center/notice', 'Notices'],
      [`/boards/news/${post}`, '/boards/news', '병원 소식'],
      [`/jp/boards/news/${post}`, '/jp/boards/news', undefined],
      [`/review/${review}`, '/review', '치료 후기'],
      // The list itself, and a page under another page's address: only the nearest is marked.
      ['/review', '/review', '치료 후기'],
      ['/introduction/team', '/introduction/team', '의료진 소개'],
    ] as const) {
      const res = await page(url);
      expect(res.status, url).toBe(200);
      const tabs = subTabs(res.text);
      expect(tabs.count, url).toBeGreaterThan(1);
      expect(tabs.current, url).toHaveLength(1);
      expect(tabs.current[0]!.href, url).toBe(href);
      if (text) expect(tabs.current[0]!.text, url).toBe(text);
    }
  });
});

describe('treatment cards on the main page', () => {
  /** Each card's name and the English name under it, if any. */
  const cards = (html: string) =>
    [...html.matchAll(/<button[^>]*class="surgery-card"[\s\S]*?<\/button>/g)].map(([card]) => ({
      name: card.match(/class="surgery-card__name">([^<]*)</)?.[1],
      english: card.match(/class="surgery-card__en" lang="en">([^<]*)</)?.[1],
    }));

  it('name a treatment once when its name already is the English one (en, jp), twice when not (ko)', async () => {
    for (const url of ['/en', '/jp', '/']) {
      const shown = cards(shownOf((await page(url)).text));
      expect(shown.length, url).toBeGreaterThan(3);
      for (const card of shown) {
        expect(card.name, url).toBeTruthy();
        if (card.english !== undefined) expect(card.english.toLowerCase(), url).not.toBe(card.name!.toLowerCase());
      }
      if (url === '/') expect(shown.every((card) => card.english)).toBe(true);
      else
        expect(
          shown.some((card) => card.english === undefined),
          url,
        ).toBe(true);
    }
    const en = cards(shownOf((await page('/en')).text));
    expect(en.find((card) => card.name === 'ClariVein')).toEqual({ name: 'ClariVein', english: undefined });
  });
});

describe('text fields say what they take', () => {
  it('the login asks for a username in a text field (type="text", autocomplete="username")', async () => {
    for (const url of ['/login', '/en/login']) {
      const html = (await page(url)).text;
      const username = html.match(/<input[^>]*name="username"[^>]*>/)?.[0];
      expect(username, url).toMatch(/ type="text"/);
      expect(username, url).toMatch(/ autocomplete="username"/i);
    }
  });

  it('every input of the member and request forms has a type', async () => {
    for (const url of ['/login', '/join/person', '/join/foreign', '/join/company', '/recovery', '/default-form']) {
      const res = await page(url);
      expect(res.status, url).toBe(200);
      const inputs = [...res.text.matchAll(/<input\b[^>]*>/g)].map(([input]) => input);
      expect(inputs.length, url).toBeGreaterThan(0);
      for (const input of inputs) expect(input, url).toMatch(/ type="[a-z-]+"/);
    }
  });
});
