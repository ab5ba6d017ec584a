import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { createApp } from '../../api/src/app.ts';
import { pageKey } from '../../api/src/http/pages.ts';
import { page, t, usePagesApp } from './support/pages.ts';

/**
 * Renders are bounded: a query parameter a page does not read makes no new render (it is left out of
 * the page's cache key), and renders (not cache hits) per client address are limited, past which the
 * visitor gets a 429 page in their language with `Retry-After`. One strong ETag per encoding.
 * On SQLite and MariaDB.
 */

usePagesApp();

describe('the page cache key', () => {
  it('keeps only the parameters a page reads, in one order', () => {
    expect(pageKey('/cost', 'u=1&utm_source=x')).toBe('/cost');
    expect(pageKey('/en/cost', 'page=2')).toBe('/en/cost');
    expect(pageKey('/center/notice', 'u=1&q=%EC%A0%95%EB%A7%A5&page=2')).toBe(
      '/center/notice?page=2&q=%EC%A0%95%EB%A7%A5',
    );
    expect(pageKey('/jp/center/notice', 'page=3&page=4&fbclid=1')).toBe('/jp/center/notice?page=3');
    expect(pageKey('/center/faqs', 'category=a&q=b&page=9')).toBe('/center/faqs?q=b&category=a');
    expect(pageKey('/boards/free', 'q=x&x=y')).toBe('/boards/free?q=x');
    expect(pageKey('/boards/free/12', 'q=x')).toBe('/boards/free/12');
    expect(pageKey('/review', 'mpage=2&page=1&x=1')).toBe('/review?page=1&mpage=2');
    expect(pageKey('/login', 'next=%2Fmypage%2Fmyinfo&x=1')).toBe('/login?next=%2Fmypage%2Fmyinfo');
  });

  it('renders /cost?u=1 and /cost?u=2 once: the second is a hit, with the same page', async () => {
    const first = await page('/cost?u=1');
    expect(first.status).toBe(200);
    const second = await page('/cost?u=2');
    expect(second.cache).toBe('hit');
    expect(second.text).toBe(first.text);
    expect((await page('/cost')).cache).toBe('hit');
    // The rendered page does not carry the parameter anywhere.
    expect(first.text).not.toContain('u=1');
  });

  it('still renders each search and page of a list that reads them', async () => {
    expect((await page('/center/notice?q=정맥&u=1')).status).toBe(200);
    expect((await page('/center/notice?u=2&q=정맥')).cache).toBe('hit');
    expect((await page('/center/notice?q=다른검색')).cache).toBe('miss');
    expect((await page('/center/notice?page=2')).cache).toBe('miss');
  });
});

describe('the render limit per address', () => {
  it('answers 429 with Retry-After in the page language past the limit; kept pages are still served', async () => {
    const limited = createApp({ config: { ...t.config, renderLimit: { perIp: 3, windowMs: 60_000 } }, db: t.db });
    const http = request(limited.callback());
    for (const url of ['/guide', '/ex', '/introduction'])
      expect((await http.get(url)).headers['x-cache'], url).toBe('miss');
    const refused = await http.get('/en/guide');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.text).toContain('<html lang="en"');
    expect(refused.text).toContain('Too many requests. Please try again shortly.');
    expect((await http.get('/jp/ex')).text).toContain('リクエストが多すぎます');
    // A page already kept costs no render: it is served as usual.
    const kept = await http.get('/guide');
    expect(kept.status).toBe(200);
    expect(kept.headers['x-cache']).toBe('hit');
    // Without a trusted proxy, an address written in X-Forwarded-For is not the client's address.
    expect((await http.get('/en/guide').set('X-Forwarded-For', '203.0.113.9')).status).toBe(429);
  });

  it('counts per address when the proxy is trusted', async () => {
    const limited = createApp({
      config: { ...t.config, trustProxyHops: 1, renderLimit: { perIp: 1, windowMs: 60_000 } },
      db: t.db,
    });
    const http = request(limited.callback());
    const from = (ip: string, url: string) => http.get(url).set('X-Forwarded-For', ip);
    expect((await from('203.0.113.1', '/varicose')).status).toBe(200);
    expect((await from('203.0.113.1', '/en/varicose')).status).toBe(429);
    expect((await from('203.0.113.2', '/en/varicose')).status).toBe(200);
  });
});

describe('ETags', () => {
  it('differ per encoding, and a 304 is given only for the encoding the client holds', async () => {
    await page('/center/faqs');
    const get = (encoding: string, etag?: string) => {
      const req = t.http.get('/center/faqs').set('Accept-Encoding', encoding);
      return etag ? req.set('If-None-Match', etag) : req;
    };
    const br = await get('br');
    const gzip = await get('gzip');
    const plain = await get('identity');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const etags = [br, gzip, plain].map((res) => String(res.headers.etag));
    expect(new Set(etags).size).toBe(3);
    for (const etag of etags) expect(etag).toMatch(/^"[^"]+"$/);

    const [brTag, gzipTag, plainTag] = etags as [string, string, string];
    expect((await get('br', brTag)).status).toBe(304);
    expect((await get('gzip', gzipTag)).status).toBe(304);
    expect((await get('identity', plainTag)).status).toBe(304);
    // The bytes held are not the bytes this encoding sends: the whole page.
    const across = await get('gzip', brTag);
    expect(across.status).toBe(200);
    expect(across.headers['content-encoding']).toBe('gzip');
    expect((await get('br', `${gzipTag}, ${plainTag}`)).status).toBe(200);
    expect((await get('br', `${gzipTag}, ${brTag}`)).status).toBe(304);
  });
});
