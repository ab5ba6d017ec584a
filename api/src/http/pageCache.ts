import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Visit } from './renderScope.js';

/** A rendered page (or sitemap.xml, robots.txt) as it is kept and served. */
export interface CachedPage {
  status: number;
  /** `text/html`, `application/xml` ... */
  type: string;
  body: string;
  /** Compressed once, when kept: a hit costs no compression. */
  br: Buffer;
  gzip: Buffer;
  /** The ETag of the plain body (`etagFor` gives the one for each encoding). */
  etag: string;
  /** Member pages and forms: never kept by a CDN, never in the sitemap. */
  noindex: boolean;
  /**
   * The cache tags of the data it shows (`settings`, `fees`, `notices` ...): a clear of any of them
   * drops the page. `undefined` when some of its data came without tags: any clear drops it.
   */
  tags: ReadonlySet<string> | undefined;
  /** Visits to count each time the page is served (a notice or a post it shows). */
  visits: readonly Visit[];
  expires: number;
  /** Bytes kept: the text and both compressed copies. */
  size: number;
}

export type PageInput = Omit<CachedPage, 'br' | 'gzip' | 'etag' | 'expires' | 'size'>;

/** The encodings a kept page is served in. */
export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * The strong ETag of a page's body as sent in `encoding`: the br, gzip and plain bodies differ byte
 * for byte, so each has its own (`"<hash>"`, `"<hash>-br"`, `"<hash>-gzip"`), and a 304 is given only
 * for the encoding the client holds.
 */
export function etagFor(page: CachedPage, encoding: PageEncoding): string {
  return encoding === 'identity' ? page.etag : `${page.etag.slice(0, -1)}-${encoding}"`;
}

/** Brotli quality for pages: well compressed, and a few milliseconds for a 40 KB page. */
const BROTLI_QUALITY = 5;

/**
 * Rendered pages by URL (the locale is part of it), least recently used out past `maxEntries` pages
 * or `maxBytes` bytes (the text and both compressed copies), each for at most `ttlMs` (scheduled
 * notices and popups appear on time even without a write). `invalidate(tag)` drops exactly the pages
 * that show data of that tag, and those whose data was not tagged.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(private readonly options: { maxEntries?: number; maxBytes?: number; ttlMs?: number } = {}) {}

  private get maxEntries() {
    return this.options.maxEntries ?? 1000;
  }
  private get maxBytes() {
    return this.options.maxBytes ?? 64 * 1024 * 1024;
  }

  /** The page kept for `url`, now the most recently used; undefined when none or expired. */
  get(url: string): CachedPage | undefined {
    const page = this.pages.get(url);
    if (!page) return undefined;
    this.remove(url, page);
    if (page.expires <= Date.now()) return undefined;
    this.pages.set(url, page);
    this.bytes += page.size;
    return page;
  }

  /** Makes the page as served (compressed, with its ETag), keeps it when `keep`, and answers it. */
  put(url: string, input: PageInput, keep = true): CachedPage {
    const text = Buffer.from(input.body);
    const br = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
    const gzip = gzipSync(text, { level: 6 });
    const page: CachedPage = {
      ...input,
      br,
      gzip,
      etag: `"${createHash('sha1').update(text).digest('base64url')}"`,
      expires: Date.now() + (this.options.ttlMs ?? 60_000),
      size: text.length + br.length + gzip.length,
    };
    if (!keep) return page;
    const old = this.pages.get(url);
    if (old) this.remove(url, old);
    this.pages.set(url, page);
    this.bytes += page.size;
    for (const [oldest, entry] of this.pages) {
      if (this.pages.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldest, entry);
    }
    return page;
  }

  /** Drops every page showing data tagged `tag`, and every page with untagged data. */
  invalidate(tag: string): void {
    for (const [url, page] of this.pages) if (!page.tags || page.tags.has(tag)) this.remove(url, page);
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.pages.size;
  }

  get byteSize(): number {
    return this.bytes;
  }

  private remove(url: string, page: CachedPage) {
    if (this.pages.get(url) !== page) return;
    this.pages.delete(url);
    this.bytes -= page.size;
  }
}
