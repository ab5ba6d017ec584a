import { describe, expect, it } from 'vitest';
import { PageCache } from '../../api/src/http/pages.ts';

const page = (html: string, ttlMs = 60_000) => ({
  status: 200,
  html,
  etag: `"${html}"`,
  noindex: false,
  expires: Date.now() + ttlMs,
});

describe('the page cache', () => {
  it('keeps at most its cap, dropping the least recently used page', () => {
    const pages = new PageCache(2);
    pages.set('/a', page('a'));
    pages.set('/b', page('b'));
    expect(pages.get('/a')?.html).toBe('a'); // /a is now the most recent
    pages.set('/c', page('c'));
    expect(pages.get('/b')).toBeUndefined();
    expect(pages.get('/a')?.html).toBe('a');
    expect(pages.get('/c')?.html).toBe('c');
    expect(pages.size).toBe(2);
  });

  it('forgets a page past its lifetime, and everything when cleared', () => {
    const pages = new PageCache();
    pages.set('/old', page('old', -1));
    pages.set('/new', page('new'));
    expect(pages.get('/old')).toBeUndefined();
    pages.clear();
    expect(pages.get('/new')).toBeUndefined();
  });
});
