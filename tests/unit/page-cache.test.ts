import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, type PageInput } from '../../api/src/http/pageCache.ts';

const page = (body: string, tags: string[] | null = ['settings']): PageInput => ({
  status: 200,
  type: 'text/html; charset=utf-8',
  body,
  noindex: false,
  tags: tags ? new Set(tags) : undefined,
  visits: [],
});

describe('the page cache', () => {
  it('keeps at most its cap of pages, dropping the least recently used', () => {
    const pages = new PageCache({ maxEntries: 2 });
    pages.put('/a', page('a'));
    pages.put('/b', page('b'));
    expect(pages.get('/a')?.body).toBe('a'); // /a is now the most recent
    pages.put('/c', page('c'));
    expect(pages.get('/b')).toBeUndefined();
    expect(pages.get('/a')?.body).toBe('a');
    expect(pages.get('/c')?.body).toBe('c');
    expect(pages.size).toBe(2);
  });

  it('keeps at most its cap of bytes (text and both compressed copies)', () => {
    const big = (seed: string) => seed + 'x'.repeat(20_000);
    const one = new PageCache().put('/probe', page(big('0')), false).size;
    const pages = new PageCache({ maxBytes: one * 2 + 10 });
    pages.put('/a', page(big('a')));
    pages.put('/b', page(big('b')));
    pages.put('/c', page(big('c')));
    expect(pages.size).toBe(2);
    expect(pages.get('/a')).toBeUndefined();
    expect(pages.byteSize).toBeLessThanOrEqual(one * 2 + 10);
  });

  it('forgets a page past its lifetime', () => {
    const pages = new PageCache({ ttlMs: -1 });
    pages.put('/old', page('old'));
    expect(pages.get('/old')).toBeUndefined();
    expect(pages.size).toBe(0);
    expect(pages.byteSize).toBe(0);
  });

  it('drops exactly the pages that show a cleared tag, and those with untagged data', () => {
    const pages = new PageCache();
    pages.put('/cost', page('cost', ['settings', 'fees']));
    pages.put('/center/notice/1', page('notice', ['settings', 'notices']));
    pages.put('/odd', page('odd', null));
    pages.invalidate('fees');
    expect(pages.get('/cost')).toBeUndefined();
    expect(pages.get('/odd')).toBeUndefined();
    expect(pages.get('/center/notice/1')?.body).toBe('notice');
    pages.invalidate('settings');
    expect(pages.get('/center/notice/1')).toBeUndefined();
  });

  it('keeps each page compressed once, with an ETag of its text', () => {
    const text = '<!doctype html><p>하지정맥류</p>'.repeat(100);
    const kept = new PageCache().put('/', page(text));
    expect(brotliDecompressSync(kept.br).toString()).toBe(text);
    expect(gunzipSync(kept.gzip).toString()).toBe(text);
    expect(kept.etag).toMatch(/^"[\w-]{27}"$/);
    expect(new PageCache().put('/', page(text)).etag).toBe(kept.etag);
    expect(new PageCache().put('/', page(text + '!')).etag).not.toBe(kept.etag);
  });

  it('answers a page it was told not to keep without keeping it', () => {
    const pages = new PageCache();
    expect(pages.put('/error', { ...page('error'), status: 500 }, false).body).toBe('error');
    expect(pages.get('/error')).toBeUndefined();
  });
});
